/** The audit log's action badge is the kit's (shared with the dashboard's "Actividad Reciente"). */
export { AuditActionBadge as ActionBadge } from 'shared/ui';
