import { ALL_ROLES, ROLE, type Role } from './roles';

/**
 * Who may do what (docs/product-spec.md §2 route table, §6 menu table). Which screen each role may open and see in
 * the sidebar is declared by each app's table of screens (`src/screens.ts`, contracts/screens.ts); what each role may
 * do through the API is API_PERMISSIONS below, checked by the API on every route.
 */

/** 'public': anyone; 'auth': any signed-in user; Role[]: only those roles. */
export type Access = 'public' | 'auth' | readonly Role[];

export type MenuIcon =
  | 'mensajes'
  | 'informes'
  | 'nuevo-informe'
  | 'pendientes'
  | 'administradores'
  | 'clientes'
  | 'proveedores'
  | 'asignaciones'
  | 'jefes'
  | 'servicios'
  | 'sitios'
  | 'campanas'
  | 'registro-eventos'
  | 'change-password';

/** Sidebar sections (the spec lists one flat menu; the group keeps related screens together when a remote adds one). */
export type MenuGroup = 'trabajo' | 'administracion' | 'catalogos' | 'cuenta';

/** The counts the sidebar shows: unread messages, reports, reports on this device waiting to be sent. */
export type MenuCount = 'mensajes' | 'informes' | 'pendientes';

/**
 * Server-side permissions per API capability. The API checks these on every route;
 * row scoping (a provider sees only its own records) is done by the repositories.
 */
export const API_PERMISSIONS = {
  // Everyone reads the audit log; the API scopes the rows (an administrator sees every event, anyone else
  // only the events they caused).
  'auditoria.read': ALL_ROLES,
  'dashboard.read': ALL_ROLES,
  'usuarios.me': ALL_ROLES,
  'usuarios.manage': [ROLE.ADMIN],
  'servicios.read': ALL_ROLES,
  'servicios.write': [ROLE.ADMIN],
  'jefes.read': [ROLE.ADMIN, ROLE.PROVEEDOR],
  'jefes.write': [ROLE.ADMIN, ROLE.PROVEEDOR],
  'proveedores.read': [ROLE.ADMIN, ROLE.PROVEEDOR],
  'proveedores.create': [ROLE.ADMIN],
  'proveedores.update': [ROLE.ADMIN, ROLE.PROVEEDOR],
  'proveedores.delete': [ROLE.ADMIN],
  'clientes.read': [ROLE.ADMIN],
  'clientes.write': [ROLE.ADMIN],
  'asignaciones.read': [ROLE.ADMIN],
  'asignaciones.write': [ROLE.ADMIN],
  'catalogos.read': ALL_ROLES,
  /** A catalogue administrators manage and everyone reads, with no rules of its own (api/src/modules/README.md). */
  'catalogos.write': [ROLE.ADMIN],
  // Reports: the row rules (own provider/client, author, status) are in informes-reglas.ts.
  'informes.read': ALL_ROLES,
  /** Create a report; edit one (administrators, or its author while pendiente). */
  'informes.write': ALL_ROLES,
  /** Change a report's status along TRANSICIONES_INFORME. */
  'informes.estado': [ROLE.ADMIN, ROLE.PROVEEDOR],
  /** Delete a report (administrators; provider users their provider's while pendiente). */
  'informes.delete': [ROLE.ADMIN, ROLE.PROVEEDOR],
  /** Review (settle with a comment) a photo's flag (docs/decisions/photo-evidence.md). */
  'informes.alertas.revisar': [ROLE.ADMIN],
  /** A client user accepts a completed report of its client, or reports a problem with it (docs/decisions/aceptacion-cliente.md). */
  'informes.aceptar': [ROLE.CLIENTE],
  /**
   * Conversations and messages (docs/decisions/mensajes.md): everyone; which conversation a user reaches is the row rule
   * (a report's: who may see the report; a direct one: its two people; the notices: their administrator).
   */
  'mensajes.read': ALL_ROLES,
  'mensajes.write': ALL_ROLES,
  /** The live stream GET /eventos (new messages, unread counts, the reports count). */
  'eventos.read': ALL_ROLES,
  /**
   * Sites and campaigns (docs/decisions/sitios-campanas.md): administrators manage them; a provider reads the sites of its
   * campaign lines and those it maintains, and the campaigns where it has lines; a client reads its own.
   */
  'sitios.read': ALL_ROLES,
  'sitios.write': [ROLE.ADMIN],
  'campanas.read': ALL_ROLES,
  'campanas.write': [ROLE.ADMIN],
  /** A client user accepts its campaign once every check is fulfilled, or reports a problem at one site (docs/decisions/cumplimiento.md). */
  'campanas.aceptar': [ROLE.CLIENTE],
} as const satisfies Record<string, readonly Role[]>;

export type ApiCapability = keyof typeof API_PERMISSIONS;

export function hasAccess(access: Access, tipo: Role | undefined | null, signedIn: boolean): boolean {
  if (access === 'public') return true;
  if (!signedIn) return false;
  if (access === 'auth') return true;
  return tipo !== undefined && tipo !== null && access.includes(tipo);
}

export function canUse(capability: ApiCapability, tipo: Role | undefined | null): boolean {
  return tipo !== undefined && tipo !== null && (API_PERMISSIONS[capability] as readonly Role[]).includes(tipo);
}

/** Menu items a role sees, in sidebar order. */
export function menuItemsFor<T extends { access: 'auth' | readonly Role[]; order: number }>(items: readonly T[], tipo: Role | undefined | null): T[] {
  return items
    .filter((item) => item.access === 'auth' || (tipo !== undefined && tipo !== null && item.access.includes(tipo)))
    .sort((a, b) => a.order - b.order);
}
