// Administration API types: system users (/admin/usuarios), provider–client assignments (/asignaciones) and the
// audit log's filter options. Dates are ISO strings; empty optional texts are null; no type carries a password
// except the create and reset bodies.

import type { Role } from './roles';
import type { QueryOf } from './query-of';
import type { components } from './generated/openapi';

// The API shapes are the OpenAPI document's named schemas (generated/openapi.ts, `pnpm openapi:types`).
type Schemas = components['schemas'];

/** Values of a system user's "sexo" (docs/product-spec.md §9: M/F/O for users). */
export const SEXOS_USUARIO = ['M', 'F', 'O'] as const;
export type SexoUsuario = (typeof SEXOS_USUARIO)[number];

/** A system user as /administradores shows it: the session's view of the user plus the screen's columns. */
export type AdminUsuario = Schemas['AdminUsuario'];

/** PATCH /admin/usuarios/:id body (fields left out keep their value; a password is never sent here). */
export interface AdminUsuarioUpdate {
  usuario: string;
  correo: string;
  primer_nombre: string;
  segundo_nombre: string | null;
  primer_apellido: string;
  segundo_apellido: string | null;
  tipo: Role;
  /** Required for tipo 1, ignored (stored as null) otherwise. */
  proveedor_id: number | null;
  /** Required for tipo 2, ignored (stored as null) otherwise. */
  cliente_id: number | null;
  sexo: SexoUsuario | null;
  telefono: string | null;
}

/** POST /admin/usuarios body. */
export interface AdminUsuarioInput extends AdminUsuarioUpdate {
  password: string;
}

/** POST /admin/usuarios/:id/reset-password body. */
export type ResetPasswordRequest = Schemas['ResetPasswordRequest'];

export type AdminUsuariosSortBy = 'creado_at' | 'usuario' | 'nombre' | 'correo' | 'tipo';

/** Filters + sort of GET /admin/usuarios and GET /admin/usuarios/export. */
export type AdminUsuariosFilters = QueryOf<'exportUsers'>;

/** GET /admin/usuarios query. */
export type AdminUsuariosQuery = QueryOf<'listUsers'>;

/** GET /admin/usuarios/stats */
export type AdminUsuariosStats = Schemas['AdminUsuariosStats'];

/** A provider ↔ client assignment. */
export type Asignacion = Schemas['Asignacion'];

/** POST /asignaciones body. */
export interface AsignacionInput {
  proveedor_id: number;
  cliente_id: number;
}

/** GET /asignaciones query (search: either name). */
export type AsignacionesQuery = QueryOf<'listAssignments'>;

/** GET /auditoria/opciones — values for the filter selects, scoped like the events themselves. */
export type AuditOptions = Schemas['AuditOptions'];
