/** Audit timestamps are shown in Colombian time (spec §3: fecha, hora; AuditEvent in shared/contracts). */
export const AUDIT_TIME_ZONE = 'America/Bogota';
