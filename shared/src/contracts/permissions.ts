import { ALL_ROLES, ROLE, type Role } from './roles';

/**
 * The one permission table of the product (spec §2 route table, §6 menu table).
 * Used by the host guards, the sidebar and the API (server-side enforcement).
 */

/** 'public': anyone; 'auth': any signed-in user; Role[]: only those roles. */
export type Access = 'public' | 'auth' | readonly Role[];

export interface RouteRule {
  path: string;
  access: Access;
}

/** Front-end routes (spec §2). Paths not listed redirect to / when signed in, else /login. */
export const ROUTE_RULES: readonly RouteRule[] = [
  { path: '/login', access: 'public' },
  { path: '/', access: 'auth' },
  { path: '/change-password', access: 'auth' },
  { path: '/registro-eventos', access: 'auth' },
  { path: '/informes', access: 'auth' },
  { path: '/nuevo-informe', access: 'auth' },
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
  | 'mensajes' | 'informes' | 'nuevo-informe' | 'administradores' | 'clientes' | 'proveedores'
  | 'asignaciones' | 'jefes' | 'servicios' | 'registro-eventos' | 'change-password';

export interface MenuItem {
  path: string;
  label: string;
  icon: MenuIcon;
  /** 'auth' = every signed-in user; otherwise only these roles (hidden when tipo is undefined). */
  access: 'auth' | readonly Role[];
  /** Which dashboard counter the item shows as a badge. */
  count?: 'mensajes' | 'informes';
}

/** Sidebar items in spec order (§2 Sidebar, §6 visibility). "Cerrar Sesión" is an action, not an item. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { path: '/mensajes', label: 'Mensajes', icon: 'mensajes', access: 'auth', count: 'mensajes' },
  { path: '/informes', label: 'Informes', icon: 'informes', access: 'auth', count: 'informes' },
  { path: '/nuevo-informe', label: 'Nuevo Informe', icon: 'nuevo-informe', access: 'auth' },
  { path: '/administradores', label: 'Administradores', icon: 'administradores', access: [ROLE.ADMIN] },
  { path: '/clientes', label: 'Clientes', icon: 'clientes', access: [ROLE.ADMIN] },
  { path: '/proveedores', label: 'Proveedores', icon: 'proveedores', access: [ROLE.ADMIN, ROLE.PROVEEDOR] },
  { path: '/asignaciones', label: 'Asignaciones', icon: 'asignaciones', access: [ROLE.ADMIN] },
  { path: '/jefes', label: 'Jefes de Equipo', icon: 'jefes', access: [ROLE.ADMIN] },
  { path: '/servicios', label: 'Servicios', icon: 'servicios', access: 'auth' },
  { path: '/registro-eventos', label: 'Registro de Eventos', icon: 'registro-eventos', access: 'auth' },
  { path: '/change-password', label: 'Cambiar mi Contraseña', icon: 'change-password', access: 'auth' },
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
  'informes.read': ALL_ROLES,
  'informes.write': ALL_ROLES,
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
    return a.length === b.length && a.every((seg, i) => seg.startsWith(':') ? b[i] !== '' : seg === b[i]);
  });
}

export function visibleMenuItems(tipo: Role | undefined | null): MenuItem[] {
  return MENU_ITEMS.filter((item) => item.access === 'auth' || (tipo !== undefined && tipo !== null && item.access.includes(tipo)));
}
