import { ROLE, type SessionUser } from '../contracts';

/**
 * Which business rows a user may see (docs/architecture.md, authorisation: "a provider sees its own reports, a client the
 * reports of its own client"): admins everything; a provider user the rows of its provider;
 * a client user those of its client. A user with no link sees nothing (id -1 matches no row).
 */
export type RowScope = { kind: 'todo' } | { kind: 'proveedor'; proveedorId: number } | { kind: 'cliente'; clienteId: number };

export function rowScope(user: SessionUser): RowScope {
  if (user.tipo === ROLE.PROVEEDOR) return { kind: 'proveedor', proveedorId: user.proveedor_id ?? -1 };
  if (user.tipo === ROLE.CLIENTE) return { kind: 'cliente', clienteId: user.cliente_id ?? -1 };
  return { kind: 'todo' };
}

/**
 * Which audit events a user may see: an administrator every event; anyone else only the events they caused
 * themselves (auditoria.usuario_id). Used by the audit log, its options and CSV export, and the dashboard's
 * "Actividad Reciente".
 */
export type AuditScope = { kind: 'todo' } | { kind: 'propio'; usuarioId: number };

export function auditScope(user: SessionUser): AuditScope {
  return user.tipo === ROLE.ADMIN ? { kind: 'todo' } : { kind: 'propio', usuarioId: user.id };
}
