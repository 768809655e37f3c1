import { useQueryClient } from '@tanstack/react-query';
import type { ApiSchema } from 'shared/contracts';
import { useApiMutation } from 'shared/ui';
import { campanasKeys } from '../api/campanas-query';

type Detalle = ApiSchema<'CampanaDetalle'>;

/**
 * The client's word on its campaign (docs/decisions/cumplimiento.md, "Acceptance"): accept it, or report a problem at
 * one site (its newest completed report goes back to the provider). Each answer is the campaign, put in its page's
 * cache; the lists and the reports are fetched again.
 */
export function useCampanaAceptacion() {
  const queryClient = useQueryClient();
  const put = (c: Detalle) => {
    queryClient.setQueryData(campanasKeys.detail(c.id), c);
  };
  const aceptar = useApiMutation<number, Detalle>({
    mutationFn: (id, client) => client.post(`campanas/${id}/aceptacion`).json<Detalle>(),
    successToast: 'Campaña aceptada',
    errorToast: 'No se pudo aceptar la campaña',
    invalidate: [campanasKeys.all],
    onSuccess: put,
  });
  const reportarProblema = useApiMutation<{ id: number; lineaId: number; comentario: string }, Detalle>({
    mutationFn: ({ id, lineaId, comentario }, client) =>
      client.post(`campanas/${id}/lineas/${lineaId}/problema`, { json: { comentario } }).json<Detalle>(),
    successToast: 'Problema reportado: el informe del sitio volvió al proveedor',
    errorToast: false,
    invalidate: [campanasKeys.all, ['informes']],
    onSuccess: put,
  });
  return { aceptar, reportarProblema };
}
