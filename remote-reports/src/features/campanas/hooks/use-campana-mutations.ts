import { useQueryClient } from '@tanstack/react-query';
import type { ApiSchema } from 'shared/contracts';
import { formatInteger } from 'shared/format';
import { useApiMutation } from 'shared/ui';
import { campanasKeys } from '../api/campanas-query';

type Detalle = ApiSchema<'CampanaDetalle'>;
type Agregadas = ApiSchema<'CampanaLineasAgregadas'>;

/** "3 sitios agregados" / "1 sitio agregado" / "Ningún sitio agregado". */
function agregadasText(n: number): string {
  if (n === 0) return 'Ningún sitio agregado';
  return n === 1 ? '1 sitio agregado' : `${formatInteger(n)} sitios agregados`;
}

/**
 * A campaign's writes (administrators): create, edit, cancel, delete; add lines, edit, cancel or remove one. Each
 * answer with the campaign is put in its page's cache at once, and the lists (campaigns, sites) are fetched again.
 * A failed save in a form is not toasted (its message lands under its field); a refused delete toasts the server's
 * message (409 campana_con_informes, linea_con_informes).
 */
export function useCampanaMutations() {
  const queryClient = useQueryClient();
  const invalidate = [campanasKeys.all, ['sitios']];
  const put = (c: Detalle) => {
    queryClient.setQueryData(campanasKeys.detail(c.id), c);
  };

  const create = useApiMutation<ApiSchema<'CampanaInput'>, Detalle>({
    mutationFn: (data, client) => client.post('campanas', { json: data }).json<Detalle>(),
    successToast: 'Campaña creada',
    errorToast: false,
    invalidate,
  });
  const update = useApiMutation<{ id: number; data: ApiSchema<'CampanaPatch'> }, Detalle>({
    mutationFn: ({ id, data }, client) => client.patch(`campanas/${id}`, { json: data }).json<Detalle>(),
    successToast: 'Campaña actualizada',
    errorToast: false,
    invalidate,
    onSuccess: put,
  });
  const cancel = useApiMutation<{ id: number; motivo: string }, Detalle>({
    mutationFn: ({ id, motivo }, client) => client.post(`campanas/${id}/cancelacion`, { json: { motivo } }).json<Detalle>(),
    successToast: 'Campaña cancelada',
    errorToast: false,
    invalidate,
    onSuccess: put,
  });
  const remove = useApiMutation<number, null>({
    mutationFn: async (id, client) => {
      await client.delete(`campanas/${id}`);
      return null;
    },
    successToast: 'Campaña eliminada',
    errorToast: 'Error eliminando la campaña',
    invalidate: [['sitios']],
    // The deleted campaign's page would fetch it again (404): its cache goes, the lists are fetched again.
    onSuccess: (_null, id) => {
      queryClient.removeQueries({ queryKey: campanasKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: [...campanasKeys.all, 'list'] });
    },
  });
  const addLineas = useApiMutation<{ id: number; data: ApiSchema<'CampanaLineasInput'> }, Agregadas>({
    mutationFn: ({ id, data }, client) => client.post(`campanas/${id}/lineas`, { json: data }).json<Agregadas>(),
    successToast: (r) => agregadasText(r.agregadas),
    errorToast: false,
    invalidate,
    onSuccess: (r) => {
      put(r.campana);
    },
  });
  const updateLinea = useApiMutation<{ id: number; lineaId: number; data: ApiSchema<'CampanaLineaPatch'> }, Detalle>({
    mutationFn: ({ id, lineaId, data }, client) => client.patch(`campanas/${id}/lineas/${lineaId}`, { json: data }).json<Detalle>(),
    successToast: 'Línea actualizada',
    errorToast: false,
    invalidate,
    onSuccess: put,
  });
  const cancelLinea = useApiMutation<{ id: number; lineaId: number }, Detalle>({
    mutationFn: ({ id, lineaId }, client) => client.post(`campanas/${id}/lineas/${lineaId}/cancelacion`).json<Detalle>(),
    successToast: 'Línea cancelada',
    errorToast: 'Error cancelando la línea',
    invalidate,
    onSuccess: put,
  });
  const removeLinea = useApiMutation<{ id: number; lineaId: number }, Detalle>({
    mutationFn: ({ id, lineaId }, client) => client.delete(`campanas/${id}/lineas/${lineaId}`).json<Detalle>(),
    successToast: 'Sitio quitado de la campaña',
    errorToast: 'Error quitando el sitio',
    invalidate,
    onSuccess: put,
  });
  return { create, update, cancel, remove, addLineas, updateLinea, cancelLinea, removeLinea };
}
