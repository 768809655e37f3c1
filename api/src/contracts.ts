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
  IMAGE_LIMITS,
  IMAGE_SIGNATURE_BYTES,
  detectImageFormat,
  ESTADOS_INFORME,
  ESTADO_INFORME_LABELS,
  estadoLabel,
  INFORMES_PAGE_SIZES,
  INFORMES_SORT_FIELDS,
  COMENTARIO_ESTADO_MAX,
  transicionInforme,
  comentarioRequeridoMensaje,
  transicionNoPermitidaMensaje,
  transicionesPermitidas,
  puedeEditarInforme,
  puedeEliminarInforme,
} = contracts;

export type {
  ApiCapability,
  CambioEstadoInforme,
  CambioEstadoInput,
  EstadoInforme,
  InformeAutor,
  InformeDetalle,
  InformeInput,
  InformeResumen,
  InformesFilters,
  InformesOpciones,
  InformesQuery,
  InformesSortBy,
  OpcionInforme,
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
  ArchivoInforme,
  ArchivosInforme,
  ImageFormat,
  ImageMime,
  OrigenUbicacion,
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
  Localidad,
  Provincia,
  RemoteName,
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
} from 'shared/contracts';
