import { sql, type RawBuilder } from 'kysely';
import { ROLE, type SessionUser } from 'shared/contracts';
import { forbidden } from '../http/errors';

/**
 * Which business rows a user may see (docs/architecture.md, authorisation: "a provider sees its own reports, a client the
 * reports of its own client"): admins everything; a provider user the rows of its provider;
 * a client user those of its client. A user with no link sees nothing (id -1 matches no row).
 */
export type RowScope = { kind: 'todo' } | { kind: 'proveedor'; proveedorId: number } | { kind: 'cliente'; clienteId: number };

/** The reports (table `informes` under `alias`) inside a scope, as SQL: one rule for lists, details and messages. */
export function informeEnAlcance(scope: RowScope, alias: string): RawBuilder<boolean> {
  if (scope.kind === 'proveedor') return sql<boolean>`${sql.ref(`${alias}.proveedor_id`)} = ${scope.proveedorId}`;
  if (scope.kind === 'cliente') return sql<boolean>`${sql.ref(`${alias}.cliente_id`)} = ${scope.clienteId}`;
  return sql<boolean>`TRUE`;
}

export function rowScope(user: SessionUser): RowScope {
  if (user.tipo === ROLE.PROVEEDOR) return { kind: 'proveedor', proveedorId: user.proveedor_id ?? -1 };
  if (user.tipo === ROLE.CLIENTE) return { kind: 'cliente', clienteId: user.cliente_id ?? -1 };
  return { kind: 'todo' };
}

/**
 * The row scope of the provider catalogs (providers, team leaders): null for administrators (no limit), the
 * provider's id for a provider user. Anyone else, and a provider user not linked to a provider, gets a 403.
 */
export function proveedorRowScope(user: SessionUser): number | null {
  const scope = rowScope(user);
  if (scope.kind === 'todo') return null;
  if (scope.kind === 'proveedor' && user.proveedor_id !== null) return scope.proveedorId;
  throw forbidden();
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
