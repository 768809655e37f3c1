import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { api } from 'shared/api';
import { enqueue, forgetSent, sendSoon, useOutbox, usePhotoProgress, waitForOutcome } from 'shared/outbox';
import { useSession } from 'shared/session';
import { canUse, IMAGE_LIMITS, type ArchivoInforme, type InformeDetalle } from 'shared/contracts';
import { Button, ConfirmDialog, EmptyState, ErrorBanner, fileNameFromDisposition, saveBlob, serverMessage, Skeleton } from 'shared/ui';
import { ImagePicker, useImageSelection } from '../../images/index';
import { showPickerMessages } from '../../images/picker-toasts';
import { PhotoGallery } from '../../images/photo-gallery';
import { PhotoViewer } from '../../images/photo-viewer';
import { progressOfEntry } from '../../images/upload-progress';
import { archivosKey, useArchivos } from '../../images/use-archivos';
import { useInformeConversacion } from '../hooks/use-informe-conversacion';
import { DASHBOARD_KEY, informesKeys } from '../api/informes-query';
import { INFORMES_TEXTS } from '../api/informes-texts';
import { OutboxList } from '../../outbox/outbox-list';
import { queuedMessage } from '../../outbox/outbox-texts';
import { InformeSeccion } from './informe-seccion';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 1rem;
`;

const Stack = styled.div`
  display: grid;
  gap: 1rem;
  margin-top: 1rem;
`;

export interface InformeFotosSectionProps {
  informe: Pick<InformeDetalle, 'id' | 'archivos_count' | 'geo_elementos_count'>;
  canEdit: boolean;
  /** The photo open in the full-size viewer (the map opens photos too). */
  openId: number | null;
  onOpen: (id: number | null) => void;
}

/**
 * "Fotos" of the report page: gallery with thumbnails and a full-size viewer, download one or all (ZIP), and for
 * users who may edit the report: add photos up to 10 (through the outbox: resumable, kept on the device until sent),
 * delete one, and see the photos of this report still waiting to be sent, with their reason when refused.
 */
export function InformeFotosSection({ informe, canEdit, openId, onOpen }: InformeFotosSectionProps) {
  const queryClient = useQueryClient();
  const archivos = useArchivos(informe.id);
  const { user } = useSession();
  const conversacion = useInformeConversacion(informe.id);
  const outbox = useOutbox();
  const pending = outbox.filter((e) => e.informeId === informe.id && e.state !== 'enviado');
  const [adding, setAdding] = useState(false);
  const [entryId, setEntryId] = useState<string | null>(null);
  const bytes = usePhotoProgress(entryId ?? '');
  const progress = progressOfEntry(
    outbox.find((e) => e.id === entryId),
    bytes,
  );
  const [busy, setBusy] = useState(false);
  const [zipping, setZipping] = useState(false);
  const [toDelete, setToDelete] = useState<ArchivoInforme | null>(null);
  const list = archivos.data?.data ?? [];
  const room = Math.max(0, IMAGE_LIMITS.maxPerReport - list.length);
  const selection = useImageSelection({ onMessages: showPickerMessages, limits: { maxFiles: room, maxMb: IMAGE_LIMITS.maxMb } });

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: archivosKey(informe.id) });
    await queryClient.invalidateQueries({ queryKey: informesKeys.all });
    void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
  };

  /** The chosen photos go to the outbox and are sent at once; true when there is nothing left to do here. */
  const send = async () => {
    if (!user) return false;
    setBusy(true);
    const images = selection.images;
    const { entryId: id } = await enqueue({
      userId: user.id,
      title: `Fotos del informe #${informe.id}`,
      input: null,
      informeId: informe.id,
      photos: images.map((image) => ({ id: image.id, blob: image.file, name: image.file.name, location: image.location })),
    });
    setEntryId(id);
    void sendSoon(id);
    const entry = await waitForOutcome(id);
    setBusy(false);
    setEntryId(null);
    if (!entry) return false;
    // The session ended while uploading: the app is already on its way to /login ("Sesión expirada").
    if (entry.state === 'en_cola' && entry.waiting === 'sesion') return false;
    const uploaded = entry.photos.filter((p) => p.archivoId !== null).length;
    if (entry.state === 'enviado') {
      toast.success(images.length === 1 ? 'Imagen subida' : `${images.length} imágenes subidas`);
      await forgetSent(id);
    } else if (entry.state === 'error') toast.error(`Error subiendo imágenes: ${uploaded}/${images.length} exitosas`);
    else toast.info(queuedMessage(entry.waiting));
    await refresh();
    // What was not sent is in the outbox (listed below): the picker closes either way.
    return true;
  };

  const downloadZip = async () => {
    setZipping(true);
    try {
      const response = await api.get(`informes/${informe.id}/archivos.zip`);
      saveBlob(await response.blob(), fileNameFromDisposition(response.headers.get('content-disposition')) ?? `informe-${informe.id}-imagenes.zip`);
      void refresh();
    } catch (error) {
      toast.error(serverMessage(error, 'Error descargando las imágenes'));
    } finally {
      setZipping(false);
    }
  };

  return (
    <InformeSeccion title="Fotos">
      <Toolbar>
        {list.length > 0 && (
          <Button type="button" variant="secondary" onClick={() => void downloadZip()} loading={zipping}>
            Descargar todo (ZIP)
          </Button>
        )}
        {canEdit && room > 0 && !adding && (
          <Button type="button" variant="secondary" onClick={() => setAdding(true)}>
            Agregar imágenes
          </Button>
        )}
      </Toolbar>
      {pending.length > 0 && (
        <Stack>
          <h3>Fotos pendientes de envío</h3>
          <OutboxList entries={pending} />
        </Stack>
      )}
      {archivos.error && !archivos.data ? (
        <ErrorBanner
          message={serverMessage(archivos.error, 'Error cargando las imágenes')}
          onRetry={() => void archivos.refetch()}
          retrying={archivos.isFetching}
        />
      ) : archivos.isPending ? (
        <Skeleton style={{ display: 'block', height: '8rem' }} />
      ) : list.length === 0 ? (
        <EmptyState message={INFORMES_TEXTS.noImages} />
      ) : (
        <PhotoGallery archivos={list} onOpen={onOpen} />
      )}
      {adding && canEdit && (
        <Stack>
          <ImagePicker
            images={selection.images}
            limits={selection.limits}
            onAdd={(files) => void selection.add(files)}
            onRemove={selection.remove}
            disabled={busy}
            progress={progress}
          />
          <Toolbar>
            <Button
              type="button"
              variant="primary"
              loading={busy}
              disabled={selection.images.length === 0}
              onClick={async () => {
                if (await send()) {
                  selection.clear();
                  setAdding(false);
                }
              }}
            >
              Subir {selection.images.length === 1 ? '1 imagen' : `${selection.images.length} imágenes`}
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={busy}
              onClick={() => {
                selection.clear();
                setAdding(false);
              }}
            >
              Cancelar
            </Button>
          </Toolbar>
        </Stack>
      )}
      <PhotoViewer
        archivos={list}
        openId={openId}
        onOpen={onOpen}
        onDelete={canEdit ? setToDelete : undefined}
        canReview={canUse('informes.alertas.revisar', user?.tipo)}
        conversacionId={conversacion.data?.id}
        currentUserId={user?.id}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar imagen?"
        message={toDelete ? `Se eliminará "${toDelete.nombre}". Esta acción no se puede deshacer.` : ''}
        confirmLabel="Eliminar"
        onConfirm={async () => {
          try {
            await api.delete(`archivos/${toDelete!.id}`).json();
          } catch (error) {
            toast.error(serverMessage(error, 'Error eliminando la imagen'));
            throw error;
          }
          toast.success('Imagen eliminada');
          onOpen(null);
          await refresh();
        }}
        onClose={() => setToDelete(null)}
      />
    </InformeSeccion>
  );
}
