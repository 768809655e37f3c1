import { ALL_ROLES, ROLE, type Role } from './roles';

/**
 * The one permission table of the product (docs/product-spec.md §2 route table, §6 menu table).
 * Used by the host guards, the sidebar and the API (server-side enforcement).
 */

/** 'public': anyone; 'auth': any signed-in user; Role[]: only those roles. */
export type Access = 'public' | 'auth' | readonly Role[];

export interface RouteRule {
  path: string;
  access: Access;
}

/** Front-end routes (docs/product-spec.md §2). Paths not listed redirect to / when signed in, else /login. */
export const ROUTE_RULES: readonly RouteRule[] = [
  { path: '/login', access: 'public' },
  // Anyone may check a photo's SHA-256 without signing in (docs/decisions/verificar.md).
  { path: '/verificar', access: 'public' },
  // The forgotten-password e-mail's link (docs/decisions/mensajes.md).
  { path: '/restablecer-contrasena', access: 'public' },
  { path: '/', access: 'auth' },
  { path: '/change-password', access: 'auth' },
  { path: '/registro-eventos', access: 'auth' },
  { path: '/informes', access: 'auth' },
  { path: '/nuevo-informe', access: 'auth' },
  { path: '/pendientes', access: 'auth' },
  { path: '/informes/:id', access: 'auth' },
  { path: '/servicios', access: 'auth' },
  { path: '/jefes', access: 'auth' },
  { path: '/mensajes', access: 'auth' },
  { path: '/proveedores', access: [ROLE.ADMIN, ROLE.PROVEEDOR] },
  { path: '/asignaciones', access: [ROLE.ADMIN] },
  { path: '/administradores', access: [ROLE.ADMIN] },
  { path: '/clientes', access: [ROLE.ADMIN] },
];

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
  | 'registro-eventos'
  | 'change-password';

/** Sidebar sections (the spec lists one flat menu; the group keeps related screens together when a remote adds one). */
export type MenuGroup = 'trabajo' | 'administracion' | 'catalogos' | 'cuenta';

/** The counts the sidebar shows: unread messages, reports, reports on this device waiting to be sent. */
export type MenuCount = 'mensajes' | 'informes' | 'pendientes';

export interface MenuItem {
  path: string;
  label: string;
  icon: MenuIcon;
  /** 'auth' = every signed-in user; otherwise only these roles (hidden when tipo is undefined). */
  access: 'auth' | readonly Role[];
  /** Which counter the item shows as a badge. */
  count?: MenuCount;
  /** Listed only while its count is above zero ("Pendientes de envío"). */
  onlyWhenCounted?: boolean;
  /** Position in the sidebar (ascending); a new screen picks a free number between its neighbours. */
  order: number;
  group: MenuGroup;
}

/** Sidebar items in spec order (§2 Sidebar, §6 visibility). "Cerrar Sesión" is an action, not an item. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { path: '/mensajes', label: 'Mensajes', icon: 'mensajes', access: 'auth', count: 'mensajes', order: 10, group: 'trabajo' },
  { path: '/informes', label: 'Informes', icon: 'informes', access: 'auth', count: 'informes', order: 20, group: 'trabajo' },
  { path: '/nuevo-informe', label: 'Nuevo Informe', icon: 'nuevo-informe', access: 'auth', order: 30, group: 'trabajo' },
  {
    path: '/pendientes',
    label: 'Pendientes de envío',
    icon: 'pendientes',
    access: 'auth',
    count: 'pendientes',
    onlyWhenCounted: true,
    order: 35,
    group: 'trabajo',
  },
  { path: '/administradores', label: 'Administradores', icon: 'administradores', access: [ROLE.ADMIN], order: 40, group: 'administracion' },
  { path: '/clientes', label: 'Clientes', icon: 'clientes', access: [ROLE.ADMIN], order: 50, group: 'catalogos' },
  { path: '/proveedores', label: 'Proveedores', icon: 'proveedores', access: [ROLE.ADMIN, ROLE.PROVEEDOR], order: 60, group: 'catalogos' },
  { path: '/asignaciones', label: 'Asignaciones', icon: 'asignaciones', access: [ROLE.ADMIN], order: 70, group: 'administracion' },
  { path: '/jefes', label: 'Jefes de Equipo', icon: 'jefes', access: [ROLE.ADMIN], order: 80, group: 'catalogos' },
  { path: '/servicios', label: 'Servicios', icon: 'servicios', access: 'auth', order: 90, group: 'catalogos' },
  { path: '/registro-eventos', label: 'Registro de Eventos', icon: 'registro-eventos', access: 'auth', order: 100, group: 'cuenta' },
  { path: '/change-password', label: 'Cambiar mi Contraseña', icon: 'change-password', access: 'auth', order: 110, group: 'cuenta' },
];

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

/** Rule for a concrete pathname (supports `:param` segments); undefined when the path is unknown. */
export function findRouteRule(pathname: string): RouteRule | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return ROUTE_RULES.find((rule) => {
    const a = rule.path.split('/');
    const b = clean.split('/');
    return a.length === b.length && a.every((seg, i) => (seg.startsWith(':') ? b[i] !== '' : seg === b[i]));
  });
}

/** Menu items a role sees, in sidebar order. */
export function menuItemsFor<T extends Pick<MenuItem, 'access' | 'order'>>(items: readonly T[], tipo: Role | undefined | null): T[] {
  return items
    .filter((item) => item.access === 'auth' || (tipo !== undefined && tipo !== null && item.access.includes(tipo)))
    .sort((a, b) => a.order - b.order);
}

export function visibleMenuItems(tipo: Role | undefined | null): MenuItem[] {
  return menuItemsFor(MENU_ITEMS, tipo);
}
