import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from 'shared/ui';
import { estadoLabel, type CambioEstadoInput, type InformeDetalle, type InformeInput, type ProblemaInformeInput } from 'shared/contracts';
import { DASHBOARD_KEY, informesKeys, staleDashboard } from '../api/informes-query';
import { deleteErrorText, INFORMES_TEXTS } from '../api/informes-texts';

/** Edit (PATCH), change status (PATCH …/estado) and delete a report; lists, the page and the sidebar count refresh. */
export function useInformeMutations() {
  const queryClient = useQueryClient();
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
  // A client's word on a completed report (docs/decisions/aceptacion-cliente.md).
  const aceptar = useApiMutation<number, InformeDetalle>({
    mutationFn: (id, client) => client.post(`informes/${id}/aceptacion`).json<InformeDetalle>(),
    successToast: (informe) => `Informe #${informe.id} aceptado`,
    errorToast: 'Error aceptando el informe',
    // No status and no count changes: the answer is the report (kept as it is, no new GET), the lists are fetched
    // again and the dashboard, whose recent activity gains the audit row, is only marked stale.
    onSuccess: (informe) => {
      queryClient.setQueryData(informesKeys.detail(informe.id), informe);
      return Promise.all([queryClient.invalidateQueries({ queryKey: informesKeys.lists }), staleDashboard(queryClient)]);
    },
  });
  const reportarProblema = useApiMutation<{ id: number } & ProblemaInformeInput, InformeDetalle>({
    mutationFn: ({ id, ...body }, client) => client.post(`informes/${id}/problema`, { json: body }).json<InformeDetalle>(),
    successToast: (informe) => `Problema reportado: el informe #${informe.id} volvió a En Progreso`,
    // The dialog (a form) shows the server's message above its field.
    errorToast: false,
    invalidate,
  });
  return { update, cambiarEstado, remove, aceptar, reportarProblema };
}
