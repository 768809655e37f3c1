import { useApiQuery } from 'shared/ui';
import type { AuditOptions } from 'shared/contracts';
import { auditKeys } from '../api/audit-query';

/** Distinct usuarios and tablas for the filter selects (GET /auditoria/opciones). */
export function useAuditOptions(enabled: boolean) {
  return useApiQuery<AuditOptions>({
    queryKey: auditKeys.options,
    path: 'auditoria/opciones',
    enabled,
    // The list shows the error; the selects just keep "Todos".
    errorToast: false,
    retry: false,
  });
}
