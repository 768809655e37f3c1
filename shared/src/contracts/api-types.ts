import type { components } from './generated/openapi';
import type { QueryOf } from './query-of';

// The API shapes are the OpenAPI document's named schemas (generated/openapi.ts, `pnpm openapi:types`).
type Schemas = components['schemas'];

/** Error body of every failed API call: `{ error: 'snake_code', message: 'Texto en español' }`. */
export interface ApiErrorBody {
  error: string;
  message: string;
  /** The body field the error is about, when the server knows it (e.g. which of usuario / correo exists). */
  campo?: string;
}

/** The signed-in user as returned by POST /auth/login and GET /usuarios/me (never a password hash). */
export type SessionUser = Schemas['SessionUser'];

/** POST /auth/login body. */
export type LoginRequest = Schemas['LoginRequest'];

export type LoginResponse = Schemas['LoginResponse'];

export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];

/** GET /health */
export type HealthResponse = Schemas['HealthResponse'];

export type AuditAction = 'CREAR' | 'ACTUALIZAR' | 'ELIMINAR' | 'LOGIN' | 'LOGOUT' | 'LOGIN_FALLIDO';
/** LOGIN_FALLIDO: a failed sign-in or a wrong current password on "Cambiar Contraseña" (never password material). */
export const AUDIT_ACTIONS: readonly AuditAction[] = ['CREAR', 'ACTUALIZAR', 'ELIMINAR', 'LOGIN', 'LOGOUT', 'LOGIN_FALLIDO'];
export const AUDIT_PAGE_SIZES = [10, 20, 50, 100] as const;

/** One audit event (docs/product-spec.md §3). fecha is YYYY-MM-DD, hora HH:MM:SS (server time zone America/Bogota). */
export type AuditEvent = Schemas['AuditEvent'];

export type PageMeta = Schemas['PageMeta'];

export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}

/** GET /auditoria query (docs/product-spec.md §3 audit filters). Dates are YYYY-MM-DD, inclusive. */
export type AuditQuery = QueryOf<'listAuditEntries'>;

/** GET /dashboard/resumen — real figures for the dashboard cards and the sidebar counts, scoped to the user. */
export type DashboardSummary = Schemas['DashboardSummary'];

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
  /** SITIO_RADIO_M: a new site's geofence in metres when its form leaves it empty (absent from servers before issue 36). */
  sitioRadioM?: number;
}
