import type { ColumnType, Generated } from 'kysely';
import type { EstadoInforme, TipoAlertaFoto } from 'shared/contracts';

export type { EstadoInforme };

/**
 * Kysely types of the tables in migrations/*.sql. Keep in sync with the SQL.
 * Type parsers (platform/db/pg-types.ts): timestamptz → ISO string, date → 'YYYY-MM-DD',
 * numeric and bigint → number.
 */

/** timestamptz with a default: optional on insert, ISO string on read; Date or string accepted on write. */
type CreatedAt = ColumnType<string, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<string, Date | string, Date | string>;
type NullableTimestamp = ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
/** numeric columns: number on read, number or string on write. */
type Numeric = ColumnType<number, number | string, number | string>;
type NullableNumeric = ColumnType<number | null, number | string | null | undefined, number | string | null>;

interface ProvinciasTable {
  id: Generated<number>;
  codigo_dane: string;
  nombre: string;
  latitud: NullableNumeric;
  longitud: NullableNumeric;
}

interface LocalidadesTable {
  id: Generated<number>;
  provincia_id: number;
  codigo_dane: string;
  nombre: string;
  latitud: NullableNumeric;
  longitud: NullableNumeric;
}

export type SexoPersona = 'Masculino' | 'Femenino' | 'Otro';

interface ProveedoresTable {
  id: Generated<number>;
  nombre: string;
  telefono: string | null;
  direccion: string | null;
  ciudad: string | null;
  provincia_id: number | null;
  director: string | null;
  correo: string | null;
  usuario: string | null;
  sexo: SexoPersona | null;
  creado_at: CreatedAt;
  actualizado_at: CreatedAt;
  /** Sort key of the name (generated column, migration 003). */
  nombre_orden: ColumnType<string | null, never, never>;
}

interface ClientesTable {
  id: Generated<number>;
  razon_social: string;
  direccion: string | null;
  ciudad: string | null;
  provincia_id: number | null;
  telefono: string | null;
  nif: string | null;
  nombres_representante: string | null;
  apellidos_representante: string | null;
  correo: string | null;
  usuario: string | null;
  sexo: SexoPersona | null;
  creado_at: CreatedAt;
  actualizado_at: CreatedAt;
  /** Sort key of razon_social (generated column, migration 003). */
  nombre_orden: ColumnType<string | null, never, never>;
}

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

interface ServiciosTable {
  id: Generated<number>;
  nombre: string;
  descripcion: string | null;
  precio: Numeric;
  activo: ColumnType<boolean, boolean | undefined, boolean>;
  categoria: string | null;
  fecha_creacion: CreatedAt;
  fecha_actualizacion: CreatedAt;
}

interface JefesEquipoTable {
  id: Generated<number>;
  nombres: string;
  apellidos: string | null;
  proveedor_id: number;
  creado_at: CreatedAt;
}

interface AsignacionesTable {
  id: Generated<number>;
  proveedor_id: number;
  cliente_id: number;
  creado_at: CreatedAt;
}

interface InformesTable {
  id: Generated<number>;
  servicio_id: number;
  cliente_id: number;
  proveedor_id: number;
  provincia_id: number;
  localidad_id: number;
  campana: string;
  descripcion: string | null;
  /** 'YYYY-MM-DD' */
  fecha: string;
  fecha_recepcion: string | null;
  informe_incidencias: string | null;
  estado: ColumnType<EstadoInforme, EstadoInforme | undefined, EstadoInforme>;
  ubicacion_lugar: string | null;
  creado_por: number | null;
  creado_at: CreatedAt;
  actualizado_at: CreatedAt;
  /** Search text, written by the trigger informes_busqueda (migration 003); never set by the API. */
  busqueda: ColumnType<string, never, never>;
  /** The client's acceptance (migration 015). */
  aceptado_por: ColumnType<number | null, number | null | undefined, number | null>;
  aceptado_por_usuario: ColumnType<string | null, string | null | undefined, string | null>;
  aceptado_por_nombre: ColumnType<string | null, string | null | undefined, string | null>;
  aceptado_at: ColumnType<string | null, string | null | undefined, string | null>;
}

interface InformeArchivosTable {
  id: Generated<number>;
  informe_id: number;
  nombre_original: string;
  nombre_almacenado: string;
  mime: string;
  tamano: Numeric;
  latitud: NullableNumeric;
  longitud: NullableNumeric;
  tiene_metadatos_gps: ColumnType<boolean, boolean | undefined, boolean>;
  descargas: ColumnType<number, number | undefined, number>;
  descargado_at: NullableTimestamp;
  creado_at: CreatedAt;
  sha256: ColumnType<string | null, string | null | undefined, string | null>;
  /** Read from the original's EXIF (migration 014, docs/decisions/photo-evidence.md); null when the file lacks it. */
  tomada_local: ColumnType<string | null, string | null | undefined, string | null>;
  tomada_offset: ColumnType<string | null, string | null | undefined, string | null>;
  tomada_at: NullableTimestamp;
  camara_marca: ColumnType<string | null, string | null | undefined, string | null>;
  camara_modelo: ColumnType<string | null, string | null | undefined, string | null>;
  gps_latitud: NullableNumeric;
  gps_longitud: NullableNumeric;
  /** bit(64) as 64 '0'/'1' characters. */
  dhash: ColumnType<string | null, string | null | undefined, string | null>;
  evidencia_leida_at: NullableTimestamp;
  dhash_leido_at: NullableTimestamp;
}

interface InformeArchivoParecidasTable {
  archivo_id: number;
  otro_id: number;
}

interface InformeArchivoAlertasTable {
  id: Generated<number>;
  archivo_id: number;
  informe_id: number;
  tipo: TipoAlertaFoto;
  motivo: string;
  informe_relacionado_id: number | null;
  revisada_por: ColumnType<number | null, number | null | undefined, number | null>;
  revisada_usuario: ColumnType<string | null, string | null | undefined, string | null>;
  revisada_at: NullableTimestamp;
  comentario_revision: ColumnType<string | null, string | null | undefined, string | null>;
  creado_at: CreatedAt;
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

/** One row: the version of the reports' data, bumped by every statement that writes informes (migration 003). */
interface InformesVersionTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  v: number;
}

/** Stored objects of deleted files, removed from storage after the commit (docs/decisions/informes-borrado.md). */
interface ArchivosPendientesBorradoTable {
  id: Generated<number>;
  nombre_almacenado: string;
  creado_at: CreatedAt;
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

/** One export at a time per user (migration 010, platform/http/one-export.ts). */
/** An issued proof pack (migration 016, docs/decisions/proof-pack.md). */
interface PaquetesPruebaTable {
  id: Generated<number>;
  sha256: string;
  usuario_id: number | null;
  usuario: string;
  alcance: ColumnType<Record<string, unknown>, string, string>;
  informes: number;
  fotos: number;
  creado_at: ColumnType<string, Date | string, Date | string>;
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

/** Unfinished tus uploads and what they take (migration 019, modules/fotos/subidas/repository.ts). */
interface SubidasPendientesTable {
  id: string;
  usuario_id: number;
  informe_id: number;
  sha256: string;
  bytes: Numeric;
  creado_at: CreatedAt;
  expira_at: Timestamp;
}

/** Conversations (migration 018, docs/decisions/mensajes.md). */
type TipoConversacion = 'informe' | 'directa' | 'sistema';
interface ConversacionesTable {
  id: Generated<number>;
  tipo: TipoConversacion;
  informe_id: number | null;
  usuario_a: number | null;
  usuario_b: number | null;
  ultimo_mensaje_id: ColumnType<number | null, number | null | undefined, number | null>;
  actualizado_at: CreatedAt;
  creado_at: CreatedAt;
}

interface MensajesTable {
  id: Generated<number>;
  conversacion_id: number;
  autor_id: number | null;
  autor_nombre: string | null;
  autor_rol: 0 | 1 | 2 | null;
  texto: string;
  archivo_id: number | null;
  creado_at: CreatedAt;
  eliminado_at: NullableTimestamp;
}

interface LecturasTable {
  usuario_id: number;
  conversacion_id: number;
  hasta_id: ColumnType<number, number | undefined, number>;
}

export type TipoEvento = 'mensaje' | 'mensaje_eliminado' | 'leido' | 'informes';
interface EventosTable {
  id: ColumnType<number, never, never>;
  tipo: TipoEvento;
  destinatarios: ColumnType<number[], number[], number[]>;
  datos: ColumnType<Record<string, unknown>, string, string>;
  creado_at: CreatedAt;
}

/** Forgotten-password links (migration 018). */
interface RestablecimientosTable {
  id: Generated<number>;
  usuario_id: number;
  token_hash: string;
  expira_at: Timestamp;
  usado_at: NullableTimestamp;
  creado_at: CreatedAt;
}

export interface DB {
  provincias: ProvinciasTable;
  localidades: LocalidadesTable;
  proveedores: ProveedoresTable;
  clientes: ClientesTable;
  usuarios: UsuariosTable;
  sesiones: SesionesTable;
  servicios: ServiciosTable;
  jefes_equipo: JefesEquipoTable;
  asignaciones: AsignacionesTable;
  informes: InformesTable;
  informe_archivos: InformeArchivosTable;
  conversaciones: ConversacionesTable;
  mensajes: MensajesTable;
  lecturas: LecturasTable;
  eventos: EventosTable;
  restablecimientos: RestablecimientosTable;
  informe_archivo_alertas: InformeArchivoAlertasTable;
  informe_archivo_parecidas: InformeArchivoParecidasTable;
  auditoria: AuditoriaTable;
  archivos_pendientes_borrado: ArchivosPendientesBorradoTable;
  informes_version: InformesVersionTable;
  seed_marcas: SeedMarcasTable;
  limites_acceso: LimitesAccesoTable;
  exportaciones_en_curso: ExportacionesEnCursoTable;
  paquetes_prueba: PaquetesPruebaTable;
  claves_idempotencia: ClavesIdempotenciaTable;
  subidas_pendientes: SubidasPendientesTable;
  schema_migrations: SchemaMigrationsTable;
}
