import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { api } from 'shared/api';
import { IMAGE_LIMITS, type ArchivoInforme, type InformeDetalle } from 'shared/contracts';
import { Button, ConfirmDialog, EmptyState, ErrorBanner, fileNameFromDisposition, saveBlob, serverMessage, Skeleton } from 'shared/ui';
import { setFailedUploads, useFailedUploads } from '../../images/failed-uploads';
import { ImagePicker, useImageSelection } from '../../images/index';
import { showPickerMessages } from '../../images/picker-toasts';
import { PhotoGallery } from '../../images/photo-gallery';
import { PhotoViewer } from '../../images/photo-viewer';
import { uploadInSequence, type UploadProgress } from '../../images/upload-image';
import { archivosKey, useArchivos } from '../../images/use-archivos';
import { DASHBOARD_KEY, informesKeys } from '../api/informes-query';
import { INFORMES_TEXTS } from '../api/informes-texts';
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
 * users who may edit the report: add photos up to 10, delete one, retry the uploads that failed in this tab.
 */
export function InformeFotosSection({ informe, canEdit, openId, onOpen }: InformeFotosSectionProps) {
  const queryClient = useQueryClient();
  const archivos = useArchivos(informe.id);
  const failed = useFailedUploads(informe.id);
  const [adding, setAdding] = useState(false);
  const [progress, setProgress] = useState<Record<string, UploadProgress>>({});
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

  const send = async (images: Parameters<typeof uploadInSequence>[1]) => {
    setBusy(true);
    const { subidas, fallidas, sesionTerminada } = await uploadInSequence(informe.id, images, (id, p) =>
      setProgress((prev) => ({ ...prev, [id]: p })),
    );
    setFailedUploads(informe.id, fallidas);
    // The session ended while uploading: the app is already on its way to /login ("Sesión expirada").
    if (sesionTerminada) {
      setBusy(false);
      return false;
    }
    if (fallidas.length === 0) toast.success(images.length === 1 ? 'Imagen subida' : `${images.length} imágenes subidas`);
    else toast.error(`Error subiendo imágenes: ${subidas.length}/${images.length} exitosas`);
    setBusy(false);
    await refresh();
    return fallidas.length === 0;
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
        {canEdit && failed.length > 0 && (
          <Button type="button" variant="primary" loading={busy} onClick={() => void send(failed)}>
            Reintentar {failed.length === 1 ? 'la imagen que falló' : `las ${failed.length} imágenes que fallaron`}
          </Button>
        )}
      </Toolbar>
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
                if (await send(selection.images)) {
                  selection.clear();
                  setProgress({});
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
                setProgress({});
                setAdding(false);
              }}
            >
              Cancelar
            </Button>
          </Toolbar>
        </Stack>
      )}
      <PhotoViewer archivos={list} openId={openId} onOpen={onOpen} onDelete={canEdit ? setToDelete : undefined} />
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
