import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { api } from 'shared/api';
import type { InformeDetalle } from 'shared/contracts';
import { bogotaIsoDate } from 'shared/format';
import { Button, Card, ErrorBanner, FormGrid, PageHeader, serverMessage, useFormState } from 'shared/ui';
import { setFailedUploads } from '../images/failed-uploads';
import { ImagePicker, LocationSummary, useImageSelection } from '../images/index';
import { showPickerMessages } from '../images/picker-toasts';
import { uploadInSequence, type UploadProgress } from '../images/upload-image';
import { DASHBOARD_KEY, informesKeys } from '../informes/api/informes-query';
import { EMPTY_INFORME_FORM, formToInformeInput, informeFieldOf, validateInformeForm, type InformeFormValues } from '../informes/api/informe-form';
import { InformeCampos } from '../informes/components/informe-campos';
import { useInformesOpciones } from '../informes/hooks/use-informes-opciones';
import { useLocalidades } from '../informes/hooks/use-localidades';
import { LazyPhotoMap, type PhotoMarker } from '../map/index';
import { creationToasts } from './creation-toasts';

const Layout = styled.form`
  display: grid;
  gap: 1rem;
`;

const SectionTitle = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.125rem;
`;

const Stack = styled.div`
  display: grid;
  gap: 1rem;
`;

const MapBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
`;

const emptyForm = (): InformeFormValues => ({ ...EMPTY_INFORME_FORM, fecha: bogotaIsoDate() });

/**
 * /nuevo-informe (docs/product-spec.md §2 New report, §4 creation flow): the report's fields, its photos with their
 * location (EXIF GPS, or a click on the map), then POST /informes and each photo in sequence with its progress;
 * always on to /informes/{id}, where photos that failed can be retried.
 */
export function NuevoInformePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const opciones = useInformesOpciones();
  const form = useFormState<InformeFormValues>(emptyForm(), (values) => validateInformeForm(values, bogotaIsoDate()), { fieldOf: informeFieldOf });
  const selection = useImageSelection({ onMessages: showPickerMessages });
  const [showMap, setShowMap] = useState(false);
  const [locatingId, setLocatingId] = useState<string | null>(null);
  const [progress, setProgress] = useState<Record<string, UploadProgress>>({});
  const [sending, setSending] = useState(false);

  const localidades = useLocalidades(form.values.provincia_id ? Number(form.values.provincia_id) : null);
  const localidad = localidades.data?.find((l) => String(l.id) === form.values.localidad_id);
  const center = localidad?.latitud != null && localidad.longitud != null ? { lat: localidad.latitud, lng: localidad.longitud } : null;

  const markers: PhotoMarker[] = useMemo(
    () =>
      selection.images
        .filter((image) => image.location)
        .map((image) => ({
          id: image.id,
          lat: image.location!.lat,
          lng: image.location!.lng,
          source: image.location!.source,
          name: image.file.name,
          thumbnailUrl: image.previewUrl,
        })),
    [selection.images],
  );
  const locating = selection.images.find((image) => image.id === locatingId) ?? null;

  const onProgress = useCallback((id: string, p: UploadProgress) => setProgress((prev) => ({ ...prev, [id]: p })), []);

  const limpiar = () => {
    form.reset(emptyForm());
    selection.clear();
    setLocatingId(null);
    setProgress({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const errors = validateInformeForm(form.values, bogotaIsoDate());
    const messages = Object.values(errors).filter((m): m is string => Boolean(m));
    if (messages.length > 0) {
      messages.forEach((m) => toast.error(m)); // one toast per error (docs/product-spec.md §5)
      await form.submit(async () => undefined)(); // shows them under their fields and focuses the first
      return;
    }
    setSending(true);
    let informe: InformeDetalle;
    try {
      informe = await api.post('informes', { json: formToInformeInput(form.values) }).json<InformeDetalle>();
    } catch (error) {
      toast.error(serverMessage(error, 'Error creando el informe'));
      setSending(false);
      return;
    }
    const images = selection.images;
    const { subidas, fallidas, sesionTerminada } = await uploadInSequence(informe.id, images, onProgress);
    setFailedUploads(informe.id, fallidas);
    // The session ended while uploading: the app is already on its way to /login ("Sesión expirada").
    if (sesionTerminada) return;
    creationToasts(images.length, subidas.length).forEach(({ kind, text }) => toast[kind](text));
    await queryClient.invalidateQueries({ queryKey: informesKeys.all });
    void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    void navigate(`/informes/${informe.id}`);
  };

  const count = selection.images.length;
  return (
    <section aria-labelledby="nuevo-informe-title">
      <PageHeader title="Nuevo Informe" titleId="nuevo-informe-title" description="Datos del informe de campo y sus fotos geolocalizadas." />
      {opciones.error && (
        <ErrorBanner message="Error cargando datos iniciales" onRetry={() => void opciones.refetch()} retrying={opciones.isFetching} />
      )}
      <Layout onSubmit={submit} noValidate aria-busy={sending}>
        <Card as="section" aria-labelledby="datos-title">
          <SectionTitle id="datos-title">Datos del informe</SectionTitle>
          <FormGrid>
            <InformeCampos form={form} opciones={opciones.data} />
          </FormGrid>
        </Card>
        <Card as="section" aria-label="Imágenes y ubicación">
          <Stack>
            <ImagePicker
              images={selection.images}
              limits={selection.limits}
              onAdd={(files) => void selection.add(files)}
              onRemove={selection.remove}
              disabled={sending}
              progress={progress}
            />
            {count > 0 && (
              <LocationSummary
                images={selection.images}
                counts={selection.counts}
                locatingId={locatingId}
                onLocate={(id) => {
                  setLocatingId(id);
                  setShowMap(true);
                }}
                onCancelLocate={() => setLocatingId(null)}
              />
            )}
            <MapBar>
              <Button
                type="button"
                variant="secondary"
                aria-expanded={showMap}
                onClick={() => {
                  setShowMap((v) => !v);
                  setLocatingId(null);
                }}
              >
                {showMap ? 'Ocultar mapa' : 'Ver en mapa'}
              </Button>
            </MapBar>
            {(showMap || locating) && (
              <LazyPhotoMap
                markers={markers}
                center={center}
                locatePrompt={locating ? `Haga clic en el mapa para ubicar ${locating.file.name}` : null}
                onLocate={(point) => {
                  if (locatingId) selection.setManualLocation(locatingId, point);
                  setLocatingId(null);
                }}
              />
            )}
          </Stack>
        </Card>
        <Actions>
          <Button type="button" variant="ghost" onClick={limpiar} disabled={sending}>
            Limpiar
          </Button>
          <Button type="button" variant="secondary" onClick={() => navigate('/informes')} disabled={sending}>
            Cancelar
          </Button>
          <Button type="submit" variant="primary" loading={sending}>
            {count > 0 ? `Crear Informe (${count} ${count === 1 ? 'imagen' : 'imágenes'})` : 'Crear Informe'}
          </Button>
        </Actions>
      </Layout>
    </section>
  );
}
