import type { ArchivoInforme, RevisionAlertaInput } from 'shared/contracts';
import { useApiMutation } from 'shared/ui';
import { DASHBOARD_KEY, informesKeys } from '../informes/api/informes-query';
import { archivosKey } from './use-archivos';

export interface RevisarAlertaVars extends RevisionAlertaInput {
  archivoId: number;
  alertaId: number;
}

/**
 * POST /archivos/:id/alertas/:alertaId/revision (administrators): settles a flag with a comment. The photos and
 * every report view (its open and reviewed counts, the list's Alertas column) are fetched again.
 */
export function useRevisarAlerta(informeId: number) {
  return useApiMutation<RevisarAlertaVars, ArchivoInforme>({
    mutationFn: ({ archivoId, alertaId, comentario }, client) =>
      client.post(`archivos/${archivoId}/alertas/${alertaId}/revision`, { json: { comentario } }).json<ArchivoInforme>(),
    successToast: 'Alerta marcada como revisada',
    // The dialog shows the server's message above its field.
    errorToast: false,
    invalidate: [archivosKey(informeId), informesKeys.all, DASHBOARD_KEY],
  });
}
