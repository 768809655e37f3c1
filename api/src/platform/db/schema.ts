import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely types of the tables in migrations/*.sql that the platform itself reads (users, sessions, the audit log,
 * limits, idempotency keys, exports in progress, migrations and seeds). Each module adds its own tables to `DB`
 * beside its SQL, in its repository (`declare module '…/platform/db/schema' { interface DB { … } }`), so a table's
 * type lives once, next to the queries that use it (docs/decisions/api-modules.md). api/test/schema-types.test.ts
 * compares the merged `DB` with the migrated database.
 * Type parsers (platform/db/pg-types.ts): timestamptz → ISO string, date → 'YYYY-MM-DD',
 * numeric and bigint → number.
 */

/** timestamptz with a default: optional on insert, ISO string on read; Date or string accepted on write. */
export type CreatedAt = ColumnType<string, Date | string | undefined, Date | string>;
export type Timestamp = ColumnType<string, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
/** numeric columns: number on read, number or string on write. */
export type Numeric = ColumnType<number, number | string, number | string>;
export type NullableNumeric = ColumnType<number | null, number | string | null | undefined, number | string | null>;

export type SexoPersona = 'Masculino' | 'Femenino' | 'Otro';

interface UsuariosTable {
  id: Generated<number>;
  usuario: string;
  correo: string;
  password_hash: string;
  primer_nombre: string;
  segundo_nombre: string | null;
  primer_apellido: string;
  segundo_apellido: string | null;
  tipo: 0 | 1 | 2;
  proveedor_id: number | null;
  cliente_id: number | null;
  sexo: 'M' | 'F' | 'O' | null;
  telefono: string | null;
  activo: ColumnType<boolean, boolean | undefined, boolean>;
  /** Which notices the user also wants by e-mail (migration 024; docs/decisions/avisos.md). */
  correo_por_vencer: ColumnType<boolean, boolean | undefined, boolean>;
  correo_atrasados: ColumnType<boolean, boolean | undefined, boolean>;
  correo_resumen_semanal: ColumnType<boolean, boolean | undefined, boolean>;
  creado_at: CreatedAt;
  actualizado_at: CreatedAt;
}

interface SesionesTable {
  id: string;
  usuario_id: number;
  creado_at: CreatedAt;
  expira_at: Timestamp;
  revocada_at: NullableTimestamp;
  recordarme: ColumnType<boolean, boolean | undefined, boolean>;
  ip: string | null;
  user_agent: string | null;
  ultima_actividad_at: CreatedAt;
}

export type AuditAccion = 'CREAR' | 'ACTUALIZAR' | 'ELIMINAR' | 'LOGIN' | 'LOGOUT' | 'LOGIN_FALLIDO';

interface AuditoriaTable {
  id: Generated<number>;
  usuario_id: number | null;
  usuario: string;
  accion: AuditAccion;
  tabla: string;
  registro_id: number | null;
  detalles: ColumnType<string, string | undefined, string>;
  ip: string | null;
  creado_at: CreatedAt;
  /** Structured data of the event, e.g. a report's status change { estado_anterior, estado_nuevo, comentario }. */
  datos: ColumnType<unknown, string | null | undefined, string | null>;
}

interface SeedMarcasTable {
  nombre: string;
  aplicado_at: CreatedAt;
}

interface SchemaMigrationsTable {
  version: string;
  aplicado_at: CreatedAt;
}

/** Sign-in limits (migration 008, platform/auth/login-limits.ts). */
interface LimitesAccesoTable {
  clave: string;
  fallos: ColumnType<number, number | undefined, number>;
  en_curso: ColumnType<number, number | undefined, number>;
  ventana_desde: CreatedAt;
  ultimo_fallo_at: NullableTimestamp;
  bloqueado_hasta: NullableTimestamp;
  actualizado_at: CreatedAt;
}

interface ExportacionesEnCursoTable {
  usuario_id: number;
  clave: string;
  hasta: Timestamp;
}

/** Idempotency-Key of POST /informes (migration 013, platform/http/idempotency.ts). */
interface ClavesIdempotenciaTable {
  usuario_id: number;
  clave: string;
  huella: string;
  informe_id: number | null;
  creado_at: CreatedAt;
  expira_at: Timestamp;
}

/** The live stream's outbox (migration 018; platform/live-events.ts). */
export type TipoEvento = 'mensaje' | 'mensaje_eliminado' | 'leido' | 'informes';
interface EventosTable {
  id: ColumnType<number, never, never>;
  tipo: TipoEvento;
  destinatarios: ColumnType<number[], number[], number[]>;
  datos: ColumnType<Record<string, unknown>, string, string>;
  creado_at: CreatedAt;
}

/** The tables of the platform; each module adds its own (see above). */
export interface DB {
  eventos: EventosTable;
  usuarios: UsuariosTable;
  sesiones: SesionesTable;
  auditoria: AuditoriaTable;
  seed_marcas: SeedMarcasTable;
  limites_acceso: LimitesAccesoTable;
  exportaciones_en_curso: ExportacionesEnCursoTable;
  claves_idempotencia: ClavesIdempotenciaTable;
  schema_migrations: SchemaMigrationsTable;
}
