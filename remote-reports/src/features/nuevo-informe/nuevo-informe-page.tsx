import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { POR_REPORTAR_QUERY } from 'shared/contracts';
import { bogotaIsoDate } from 'shared/format';
import { LazyPhotoMap, type PhotoMarker } from 'shared/map';
import {
  discardEntry,
  editEntry,
  enqueue,
  findEntry,
  forgetSent,
  loadOutbox,
  sendSoon,
  useOutbox,
  usePhotoProgress,
  waitForOutcome,
  type OutboxEntry,
} from 'shared/outbox';
import { useSession } from 'shared/session';
import { Button, Card, ErrorBanner, FormGrid, Notice, PageHeader, useFormState } from 'shared/ui';
import { useDraft } from '../drafts/use-draft';
import { ImagePicker, LocationSummary, useImageSelection } from '../images/index';
import { showPickerMessages } from '../images/picker-toasts';
import { progressOfEntry } from '../images/upload-progress';
import { DASHBOARD_KEY, informesKeys } from '../informes/api/informes-query';
import {
  EMPTY_INFORME_FORM,
  formToInformeInput,
  informeFieldOf,
  inputToForm,
  linkErrorText,
  validateInformeForm,
  type InformeFormValues,
} from '../informes/api/informe-form';
import { InformeCampos } from '../informes/components/informe-campos';
import { useCampanasParaInforme } from '../informes/hooks/use-campanas-para-informe';
import { useInformesOpciones } from '../informes/hooks/use-informes-opciones';
import { useLocalidades } from '../informes/hooks/use-localidades';
import { OUTBOX_TEXTS, queuedMessage } from '../outbox/outbox-texts';
import { creationToasts } from './creation-toasts';
import { PREFILL_NO_DISPONIBLE, prefillDeUrl, valoresDePrefill } from './prefill';

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

/** Nothing worth keeping: the fields as a new form has them (today's date) and no photo. */
function isUntouched(values: InformeFormValues, photos: number): boolean {
  const empty = emptyForm();
  return photos === 0 && (Object.keys(empty) as Array<keyof InformeFormValues>).every((k) => values[k] === empty[k]);
}

/**
 * /nuevo-informe (docs/product-spec.md §2 New report, §4 creation flow; docs/decisions/field-capture.md): the
 * report's fields and its photos with their location (EXIF GPS, or a click on the map), kept as a draft on the
 * device as the user works. "Crear Informe" puts the report in the outbox and sends it at once: with the
 * connection it goes on to /informes/{id}; without it, it waits in "Pendientes de envío" and goes by itself.
 * `?pendiente=<id>`: a report of the outbox the server refused, back on the form to correct it.
 * `?cliente_id&proveedor_id&campana_id&sitio_id&control_id`: a check of "Por reportar" (prefill.ts), filled in once
 * over the draft, if any; the address then loses them, so a reload restores the draft instead.
 */
export function NuevoInformePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const pendienteId = searchParams.get('pendiente');
  const opciones = useInformesOpciones();
  const form = useFormState<InformeFormValues>(emptyForm(), (values) => validateInformeForm(values, bogotaIsoDate()), { fieldOf: informeFieldOf });
  const selection = useImageSelection({ onMessages: showPickerMessages });
  const [showMap, setShowMap] = useState(false);
  const [locatingId, setLocatingId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [entryId, setEntryId] = useState<string | null>(null);
  const [editing, setEditing] = useState<OutboxEntry | null>(null);

  const draft = useDraft({
    userId: pendienteId || !user ? null : user.id,
    values: form.values,
    images: selection.images,
    isEmpty: isUntouched(form.values, selection.images.length),
    onRestore: (values, images, lost) => {
      form.reset({ ...emptyForm(), ...values });
      selection.restore(images);
      if (lost.length > 0) toast.warning(OUTBOX_TEXTS.photosNotKept(lost));
    },
    onMessage: (text) => toast.warning(text),
  });

  // A check of "Por reportar": its ids once the draft was looked for, the rest from the client's open campaigns.
  const [prefill] = useState(() => (pendienteId ? null : prefillDeUrl(searchParams)));
  const prefillCampanas = useCampanasParaInforme(prefill && Number(prefill.cliente_id), prefill && Number(prefill.proveedor_id));
  const prefillStep = useRef<'ids' | 'campana' | 'hecho'>('ids');
  useEffect(() => {
    if (!prefill || !draft.ready || prefillStep.current === 'hecho') return;
    if (prefillStep.current === 'ids') {
      for (const [key, value] of Object.entries(prefill)) form.set(key as keyof InformeFormValues, value);
      prefillStep.current = 'campana';
    }
    if (!prefillCampanas.data && !prefillCampanas.isError) return;
    const values = prefillCampanas.data ? valoresDePrefill(prefill, prefillCampanas.data) : null;
    // Kept campaigns (restored from the device) being fetched again: a campaign newer than them may be in the answer.
    if (!values && prefillCampanas.isFetching) return;
    if (values) for (const [key, value] of Object.entries(values)) form.set(key as keyof InformeFormValues, value);
    else {
      for (const key of ['campana_id', 'sitio_id', 'control_id'] as const) form.set(key, '');
      toast.warning(PREFILL_NO_DISPONIBLE);
    }
    prefillStep.current = 'hecho';
    void navigate('/nuevo-informe', { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the draft was looked for, then once the campaigns arrive
  }, [prefill, draft.ready, prefillCampanas.data, prefillCampanas.isError, prefillCampanas.isFetching]);

  // A refused report of the outbox, opened to correct it.
  useEffect(() => {
    if (!pendienteId) return;
    void loadOutbox().then(() => {
      const entry = findEntry(pendienteId);
      if (!entry || !entry.input || entry.informeId !== null || entry.userId !== user?.id) {
        void navigate('/pendientes', { replace: true });
        return;
      }
      setEditing(entry);
      form.reset(inputToForm(entry.input));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per entry opened
  }, [pendienteId]);

  // Its refused campaign, site or check under its field, once its values are on the form.
  useEffect(() => {
    if (editing) showLinkError(editing.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per entry opened
  }, [editing]);

  const outbox = useOutbox();
  const sendingEntry = outbox.find((e) => e.id === entryId);
  const bytes = usePhotoProgress(entryId ?? '');
  const progress = useMemo(() => progressOfEntry(sendingEntry, bytes), [sendingEntry, bytes]);

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
  /** Where the phone is by the form's own source: a photo's GPS (else a pin placed by hand). */
  const posicion = useMemo(() => {
    const located = selection.images.find((i) => i.location?.source === 'gps') ?? selection.images.find((i) => i.location);
    return located?.location ? { lat: located.location.lat, lng: located.location.lng } : null;
  }, [selection.images]);

  /** A refused campaign, site or check (api: informe-link.ts) under its field, in the server's Spanish. */
  function showLinkError(error: OutboxEntry['error']) {
    const text = linkErrorText(error);
    if (!error || !text) return;
    void form.submit(() => Promise.reject(Object.assign(new Error(text), { code: error.code })))();
  }

  const limpiar = useCallback(() => {
    form.reset(emptyForm());
    selection.clear();
    setLocatingId(null);
  }, [form, selection]);

  // "Limpiar" ends the draft at once (docs/decisions/field-capture.md): left to the save 300 ms after the change, a
  // user who leaves the form sooner would find the cleared report back as "Borrador restaurado".
  const limpiarFormulario = () => {
    void draft.discard();
    limpiar();
  };

  const descartarBorrador = async () => {
    await draft.discard();
    limpiar();
    toast.info(OUTBOX_TEXTS.draftDiscarded);
  };

  const titleOf = (values: InformeFormValues) => {
    const where = localidad?.nombre;
    return where ? `${values.campana.trim()} · ${where}` : values.campana.trim();
  };

  /** What follows "Crear Informe": on to the report, back to the form with the server's reason, or queued. */
  const follow = async (id: string) => {
    const entry = await waitForOutcome(id);
    if (!entry) return;
    if (entry.informeId !== null && (entry.state === 'enviado' || entry.state === 'error')) {
      const uploaded = entry.photos.filter((p) => p.archivoId !== null).length;
      creationToasts(entry.photos.length, uploaded).forEach(({ kind, text }) => toast[kind](text));
      await draft.discard();
      // Sent whole: nothing left to show in "Pendientes de envío". A refused photo stays there, with its reason.
      if (entry.state === 'enviado') await forgetSent(entry.id);
      await queryClient.invalidateQueries({ queryKey: informesKeys.all });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
      void queryClient.invalidateQueries({ queryKey: POR_REPORTAR_QUERY.queryKey });
      void navigate(`/informes/${entry.informeId}`);
      return;
    }
    if (entry.state === 'error') {
      // Refused before it existed (validation, a deactivated provider…): the form still holds it.
      toast.error(entry.error?.message ?? 'Error creando el informe');
      showLinkError(entry.error);
      if (!editing) await discardEntry(entry.id);
      setSending(false);
      setEntryId(null);
      return;
    }
    // Waiting: no connection, the server busy, or the session ended (the app is on its way to /login).
    await draft.discard();
    if (entry.waiting === 'sesion') return;
    toast.info(queuedMessage(entry.waiting));
    void navigate('/pendientes');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !user) return;
    const errors = validateInformeForm(form.values, bogotaIsoDate());
    const messages = Object.values(errors).filter((m): m is string => Boolean(m));
    if (messages.length > 0) {
      messages.forEach((m) => toast.error(m)); // one toast per error (docs/product-spec.md §5)
      await form.submit(async () => undefined)(); // shows them under their fields and focuses the first
      return;
    }
    setSending(true);
    const input = formToInformeInput(form.values);
    if (editing) {
      setEntryId(editing.id);
      await editEntry(editing.id, input, titleOf(form.values));
      await follow(editing.id);
      return;
    }
    let id: string;
    try {
      const queued = await enqueue({
        userId: user.id,
        title: titleOf(form.values),
        input,
        informeId: null,
        photos: selection.images.map((image) => ({ id: image.id, blob: image.file, name: image.file.name, location: image.location })),
      });
      id = queued.entryId;
      if (queued.notKept.length > 0) toast.warning(OUTBOX_TEXTS.photosOnlyInMemory(queued.notKept));
    } catch {
      toast.error(OUTBOX_TEXTS.cannotQueue);
      setSending(false);
      return;
    }
    setEntryId(id);
    void sendSoon(id);
    await follow(id);
  };

  const count = editing ? editing.photos.length : selection.images.length;
  return (
    <section aria-labelledby="nuevo-informe-title">
      <PageHeader
        title={editing ? 'Corregir informe pendiente' : 'Nuevo Informe'}
        titleId="nuevo-informe-title"
        description="Datos del informe de campo y sus fotos geolocalizadas."
      />
      {opciones.error && (
        <ErrorBanner message="Error cargando datos iniciales" onRetry={() => void opciones.refetch()} retrying={opciones.isFetching} />
      )}
      <Layout onSubmit={submit} noValidate aria-busy={sending}>
        {draft.restoredAt && !editing && (
          <Notice
            title={OUTBOX_TEXTS.draftRestored}
            actions={
              <Button type="button" size="sm" variant="secondary" onClick={() => void descartarBorrador()} disabled={sending}>
                Descartar borrador
              </Button>
            }
          >
            {OUTBOX_TEXTS.draftRestoredDetail}
          </Notice>
        )}
        {editing?.error && (
          <Notice tone="warning" title={OUTBOX_TEXTS.refusedTitle} announce="none">
            {editing.error.message}
          </Notice>
        )}
        <Card as="section" aria-labelledby="datos-title">
          <SectionTitle id="datos-title">Datos del informe</SectionTitle>
          <FormGrid>
            <InformeCampos form={form} opciones={opciones.data} posicion={posicion} />
          </FormGrid>
        </Card>
        {editing ? (
          <Notice tone="neutral" title={OUTBOX_TEXTS.photosGoWith(editing.photos.length)} announce="none" />
        ) : (
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
        )}
        <Actions>
          {!editing && (
            <Button type="button" variant="ghost" onClick={limpiarFormulario} disabled={sending}>
              Limpiar
            </Button>
          )}
          <Button type="button" variant="secondary" onClick={() => navigate(editing ? '/pendientes' : '/informes')} disabled={sending}>
            Cancelar
          </Button>
          <Button type="submit" variant="primary" loading={sending}>
            {editing ? 'Guardar y enviar' : count > 0 ? `Crear Informe (${count} ${count === 1 ? 'imagen' : 'imágenes'})` : 'Crear Informe'}
          </Button>
        </Actions>
      </Layout>
    </section>
  );
}
