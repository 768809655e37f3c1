import { useQueryClient } from '@tanstack/react-query';
import type { ArchivoInforme, ArchivosInforme, RevisionAlertaInput } from 'shared/contracts';
import { useApiMutation } from 'shared/ui';
import { informesKeys, staleDashboard } from '../informes/api/informes-query';
import { archivosKey } from './use-archivos';

export interface RevisarAlertaVars extends RevisionAlertaInput {
  archivoId: number;
  alertaId: number;
}

/**
 * POST /archivos/:id/alertas/:alertaId/revision (administrators): settles a flag with a comment. The answer is the
 * photo with its flags: it replaces that photo in the cached list (no new GET /archivos). The report (its open and
 * reviewed counts) and the lists (their Alertas column) are fetched again; the dashboard's counts do not move, its
 * recent activity gains the audit row, so it is only marked stale.
 */
export function useRevisarAlerta(informeId: number) {
  const queryClient = useQueryClient();
  return useApiMutation<RevisarAlertaVars, ArchivoInforme>({
    mutationFn: ({ archivoId, alertaId, comentario }, client) =>
      client.post(`archivos/${archivoId}/alertas/${alertaId}/revision`, { json: { comentario } }).json<ArchivoInforme>(),
    successToast: 'Alerta marcada como revisada',
    // The dialog shows the server's message above its field.
    errorToast: false,
    onSuccess: (archivo) => {
      queryClient.setQueryData<ArchivosInforme>(archivosKey(informeId), (list) =>
        list ? { ...list, data: list.data.map((f) => (f.id === archivo.id ? archivo : f)) } : list,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: informesKeys.detail(informeId) }),
        queryClient.invalidateQueries({ queryKey: informesKeys.lists }),
        staleDashboard(queryClient),
      ]);
    },
  });
}
