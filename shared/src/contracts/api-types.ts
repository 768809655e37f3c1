import type { Role } from './roles';

/** Error body of every failed API call: `{ error: 'snake_code', message: 'Texto en español' }`. */
export interface ApiErrorBody {
  error: string;
  message: string;
  /** The body field the error is about, when the server knows it (e.g. which of usuario / correo exists). */
  campo?: string;
}

/** The signed-in user as returned by POST /auth/login and GET /usuarios/me (never a password hash). */
export interface SessionUser {
  id: number;
  usuario: string;
  correo: string;
  primer_nombre: string;
  segundo_nombre: string | null;
  primer_apellido: string;
  segundo_apellido: string | null;
  tipo: Role;
  tipo_nombre: string;
  proveedor_id: number | null;
  proveedor_nombre: string | null;
  cliente_id: number | null;
  cliente_nombre: string | null;
  activo: boolean;
}

/** POST /auth/login body. `usuario` accepts the username or the email. */
export interface LoginRequest {
  usuario: string;
  password: string;
  /** "Recordarme": longer server session (30 days instead of 12 hours). */
  recordarme?: boolean;
}

export interface LoginResponse {
  token: string;
  usuario: SessionUser;
  /** ISO date-time when the token/session expires. */
  expiresAt: string;
}

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** GET /health */
export interface HealthResponse {
  status: 'ok';
  database: 'ok';
  /** Distinct campaigns with at least one report pendiente or en_progreso. */
  campanasActivas: number;
  time: string;
}

export type AuditAction = 'CREAR' | 'ACTUALIZAR' | 'ELIMINAR' | 'LOGIN' | 'LOGOUT' | 'LOGIN_FALLIDO';
/** LOGIN_FALLIDO: a failed sign-in or a wrong current password on "Cambiar Contraseña" (never password material). */
export const AUDIT_ACTIONS: readonly AuditAction[] = ['CREAR', 'ACTUALIZAR', 'ELIMINAR', 'LOGIN', 'LOGOUT', 'LOGIN_FALLIDO'];
export const AUDIT_PAGE_SIZES = [10, 20, 50, 100] as const;

/** One audit event (docs/product-spec.md §3). fecha is YYYY-MM-DD, hora HH:MM:SS (server time zone America/Bogota). */
export interface AuditEvent {
  id: number;
  usuario: string;
  accion: AuditAction;
  tabla: string;
  registro_id: number | null;
  fecha: string;
  hora: string;
  detalles: string;
}

export interface PageMeta {
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}

/** GET /auditoria query (docs/product-spec.md §3 audit filters). Dates are YYYY-MM-DD, inclusive. */
export interface AuditQuery {
  page?: number;
  limit?: number;
  usuario?: string;
  accion?: AuditAction;
  entidad?: string;
  fechaInicio?: string;
  fechaFin?: string;
  search?: string;
}

/** GET /dashboard/resumen — real figures for the dashboard cards and the sidebar counts, scoped to the user. */
export interface DashboardSummary {
  /** Reports the user may see. */
  informes: number;
  /** Of those, reports with a fecha_recepcion. */
  recibidos: number;
  /** Of those, reports with at least one downloaded file. */
  descargados: number;
  /** Unread messages (GET /mensajes/no-leidos). */
  mensajes: number;
  /** Latest audit events: all for admins, the user's own for others (max 8). */
  actividadReciente: AuditEvent[];
}

export const MIN_PASSWORD_LENGTH = 6;

/** Sample credentials created by the demo seed (SEED_DEMO) and shown prefilled on the login form. */
export const DEMO_CREDENTIALS = {
  admin: { usuario: 'admin', password: 'admin123' },
  proveedor: { usuario: 'proveedor', password: 'proveedor123' },
  cliente: { usuario: 'cliente', password: 'cliente123' },
} as const;

export type RemoteName = 'remote-reports' | 'remote-catalog' | 'remote-admin';

/** GET /config.json — runtime configuration of the front ends, served by the API from env. */
export interface RuntimeConfig {
  /** Federation entry URL of each remote (mf-manifest.json or remoteEntry.js). */
  remotes: Record<RemoteName, string>;
  /** Present only when the demo seed is on: the login form is prefilled with these. */
  demoCredentials: { usuario: string; password: string } | null;
  /** MapLibre style URL (null → bundled offline style). */
  mapStyleUrl: string | null;
}
