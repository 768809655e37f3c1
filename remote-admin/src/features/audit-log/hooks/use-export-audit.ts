import type { AuditQuery } from 'shared/contracts';
import { bogotaIsoDate } from 'shared/format';
import { downloadApiFile, useApiMutation } from 'shared/ui';

/** "Exportar CSV": every event matching the current filters (GET /auditoria/export, streamed by the API). */
export function useExportAudit() {
  return useApiMutation<Omit<AuditQuery, 'page' | 'limit'>, string>({
    mutationFn: (filters) => downloadApiFile('auditoria/export', { ...filters }, `registro-eventos-${bogotaIsoDate()}.csv`),
    errorToast: 'Error exportando eventos',
  });
}
