import { keepPreviousData } from '@tanstack/react-query';
import type { AuditEvent, AuditQuery, Paged } from 'shared/contracts';
import { useApiQuery } from 'shared/ui';
import { auditKeys } from '../api/audit-query';

export const AUDIT_LOAD_ERROR = 'Error cargando eventos';

/** One page of GET /auditoria; the previous page stays on screen while the next one loads. */
export function useAuditEvents(query: AuditQuery) {
  return useApiQuery<Paged<AuditEvent>>({
    queryKey: auditKeys.list(query),
    path: 'auditoria',
    searchParams: { ...query },
    placeholderData: keepPreviousData,
    errorToast: AUDIT_LOAD_ERROR,
    // 403 is shown as a permission notice instead of a toast.
    silentStatuses: [401, 403],
  });
}
