/**
 * The API's door to `shared/contracts` (roles, permission table, API types, demo credentials).
 *
 * Why a shim: shared/package.json has no "type": "module", so under Node + tsx its TypeScript
 * sources load as CommonJS and a named ESM import (`import { ROLE } from 'shared/contracts'`)
 * fails at run time ("does not provide an export named"); only `default` is visible.
 * This file works both ways (CommonJS today, ESM if the package becomes a module) and keeps
 * full types. Import contracts from here, never from 'shared/contracts' directly.
 */
import * as contractsNamespace from 'shared/contracts';

type Contracts = typeof contractsNamespace;
const contracts: Contracts = (contractsNamespace as unknown as { default?: Contracts }).default ?? contractsNamespace;

export const {
  ROLE,
  ROLE_NAMES,
  ALL_ROLES,
  isRole,
  API_PERMISSIONS,
  canUse,
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZES,
  MIN_PASSWORD_LENGTH,
  DEMO_CREDENTIALS,
  SEXOS,
  SEXOS_USUARIO,
  PASSWORD_MESSAGES,
  brokenPasswordRule,
} = contracts;

export type {
  AdminUsuario,
  AdminUsuarioInput,
  AdminUsuariosFilters,
  AdminUsuariosQuery,
  AdminUsuariosSortBy,
  AdminUsuariosStats,
  AdminUsuarioUpdate,
  ApiCapability,
  Asignacion,
  AsignacionesQuery,
  AsignacionInput,
  AuditOptions,
  ApiErrorBody,
  AuditAction,
  AuditEvent,
  AuditQuery,
  CatalogPagination,
  ChangePasswordRequest,
  Cliente,
  ClienteInput,
  DashboardSummary,
  HealthResponse,
  Jefe,
  JefeInput,
  JefesPage,
  JefesQuery,
  LoginRequest,
  LoginResponse,
  PageMeta,
  Paged,
  Proveedor,
  ProveedorInput,
  Provincia,
  PasswordPurpose,
  RemoteName,
  ResetPasswordRequest,
  Role,
  RuntimeConfig,
  Servicio,
  ServicioInput,
  ServiciosCategorias,
  ServiciosFilters,
  ServiciosPage,
  ServiciosQuery,
  ServiciosStats,
  SessionUser,
  Sexo,
  SexoUsuario,
  SortOrder,
} from 'shared/contracts';
