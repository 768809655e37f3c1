import { useApiMutation } from 'shared/ui';
import { estadoLabel, type CambioEstadoInput, type InformeDetalle, type InformeInput } from 'shared/contracts';
import { DASHBOARD_KEY, informesKeys } from '../api/informes-query';
import { deleteErrorText, INFORMES_TEXTS } from '../api/informes-texts';

/** Edit (PATCH), change status (PATCH …/estado) and delete a report; lists, the page and the sidebar count refresh. */
export function useInformeMutations() {
  const invalidate = [informesKeys.all, DASHBOARD_KEY];
  const update = useApiMutation<{ id: number; data: Partial<InformeInput> }, InformeDetalle>({
    mutationFn: ({ id, data }, client) => client.patch(`informes/${id}`, { json: data }).json<InformeDetalle>(),
    successToast: INFORMES_TEXTS.updated,
    // The form shows the message under its field or above the fields.
    errorToast: false,
    invalidate,
  });
  const cambiarEstado = useApiMutation<{ id: number } & CambioEstadoInput, InformeDetalle>({
    mutationFn: ({ id, ...body }, client) => client.patch(`informes/${id}/estado`, { json: body }).json<InformeDetalle>(),
    successToast: (informe) => `Estado actualizado: ${estadoLabel(informe.estado)}`,
    errorToast: 'Error cambiando el estado',
    invalidate,
  });
  const remove = useApiMutation<number, unknown>({
    mutationFn: (id, client) => client.delete(`informes/${id}`).json(),
    successToast: INFORMES_TEXTS.deleted,
    errorToast: deleteErrorText,
    invalidate,
  });
  return { update, cambiarEstado, remove };
}
