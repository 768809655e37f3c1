import { useUrlListState } from 'shared/ui';
import { AUDIT_LIST_DEFAULTS } from '../api/audit-query';

/** Filters, search, page and page size of the audit log, kept in the URL. */
export function useAuditListState() {
  return useUrlListState(AUDIT_LIST_DEFAULTS);
}
