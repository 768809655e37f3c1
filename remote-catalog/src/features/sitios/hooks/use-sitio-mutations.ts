import type { Sitio, SitioInput } from 'shared/contracts';
import { useApiMutation } from 'shared/ui';
import { sitiosKeys } from '../api/sitios-query';

/**
 * Create / update (PATCH) / delete a site, and choose its reference photo. A failed save is not toasted: the form
 * shows its message under its field (or above the form); a refused delete (409 sitio_en_uso) toasts the server's
 * message.
 */
export function useSitioMutations() {
  const invalidate = [sitiosKeys.all];
  const create = useApiMutation<SitioInput, Sitio>({
    mutationFn: (data, client) => client.post('sitios', { json: data }).json<Sitio>(),
    successToast: 'Sitio creado',
    errorToast: false,
    invalidate,
  });
  const update = useApiMutation<{ id: number; data: SitioInput }, Sitio>({
    mutationFn: ({ id, data }, client) => client.patch(`sitios/${id}`, { json: data }).json<Sitio>(),
    successToast: 'Sitio actualizado',
    errorToast: false,
    invalidate,
  });
  const remove = useApiMutation<number, null>({
    mutationFn: async (id, client) => {
      await client.delete(`sitios/${id}`);
      return null;
    },
    successToast: 'Sitio eliminado',
    errorToast: 'Error eliminando el sitio',
    invalidate,
  });
  const fotoReferencia = useApiMutation<{ id: number; archivoId: number | null }, Sitio>({
    mutationFn: ({ id, archivoId }, client) => client.put(`sitios/${id}/foto-referencia`, { json: { archivo_id: archivoId } }).json<Sitio>(),
    successToast: (_sitio, { archivoId }) => (archivoId === null ? 'Foto de referencia quitada' : 'Foto de referencia elegida'),
    errorToast: 'Error eligiendo la foto de referencia',
    invalidate,
  });
  return { create, update, remove, fotoReferencia };
}
