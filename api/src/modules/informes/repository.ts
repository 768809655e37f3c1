import { sql, type ColumnType, type Generated } from 'kysely';
import type { EstadoInforme } from 'shared/contracts';
import type { RowScope } from '../../platform/auth/row-scope';
import type { Db } from '../../platform/db/database';
import type { CreatedAt } from '../../platform/db/schema';
import { nombreCompletoSql } from '../../platform/lib/nombre';
import type { EstadoChangeData } from './audit-entries';
import { ARCHIVO_COUNTS, filterInformes, RESUMEN_COLUMNS } from './query-parts';
import type { CambioEstadoInforme, InformeDetalle, InformeInput, InformeRecord } from './schemas';

/** One report: its reads (within the caller's scope), its writes, what its checks and events read; its tables. */

/**
 * A report inside the caller's scope, with every field and the author (no history); undefined otherwise. `lock`:
 * FOR NO KEY UPDATE, which serialises the report's writers but lets other transactions insert rows that reference it
 * (a flag of another report's photo naming this one; docs/decisions/photo-evidence.md).
 */
export async function findInforme(db: Db, scope: RowScope, id: number, lock = false): Promise<InformeRecord | undefined> {
  const scopeCond = filterInformes(scope, {});
  const r = await sql<InformeRecord>`
    SELECT ${RESUMEN_COLUMNS},
      (SELECT s.precio FROM servicios s WHERE s.id = i.servicio_id) AS servicio_precio,
      i.informe_incidencias, i.actualizado_at,
      (SELECT json_build_object('id', u.id, 'usuario', u.usuario,
              'nombre', ${nombreCompletoSql('u')})
         FROM usuarios u WHERE u.id = i.creado_por) AS autor,
      CASE WHEN i.aceptado_at IS NULL THEN NULL
        ELSE json_build_object('usuario', i.aceptado_por_usuario, 'nombre', coalesce(i.aceptado_por_nombre, ''),
          'fecha', to_char(i.aceptado_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) END AS aceptacion
    FROM informes i ${ARCHIVO_COUNTS} WHERE i.id = ${id} AND ${scopeCond} ${lock ? sql`FOR NO KEY UPDATE OF i` : sql``}`.execute(db);
  return r.rows[0];
}

/** What deciding whether a user may change a report's photos needs (fotos: archivos/access.ts), and whether it was accepted. */
export interface InformeEditable {
  id: number;
  estado: EstadoInforme;
  proveedor_id: number;
  cliente_id: number;
  creado_por: number | null;
  aceptado: boolean;
}

/**
 * The report inside the caller's scope with only the columns of the editing rules: a tus upload asks this at each
 * PATCH and under the lock before the row (its creation asks findInformeEditableWithFotos), and needs none of
 * findInforme's names and counts.
 * `lock` as findInforme's.
 */
export async function findInformeEditable(db: Db, scope: RowScope, id: number, lock = false): Promise<InformeEditable | undefined> {
  const r = await sql<InformeEditable>`
    SELECT i.id, i.estado, i.proveedor_id, i.cliente_id, i.creado_por, i.aceptado_at IS NOT NULL AS aceptado
    FROM informes i WHERE i.id = ${id} AND ${filterInformes(scope, {})} ${lock ? sql`FOR NO KEY UPDATE OF i` : sql``}`.execute(db);
  return r.rows[0];
}

/**
 * findInformeEditable plus, in the same query, its number of photos and the id of one with these bytes (`sha256`):
 * what the creation of a tus upload checks before any byte arrives. Never under the report's lock: a subquery of a
 * locking SELECT keeps the snapshot taken before the wait, so the transaction that records a photo counts again in a
 * statement of its own after locking (fotos: archivos/service.ts).
 */
export async function findInformeEditableWithFotos(
  db: Db,
  scope: RowScope,
  id: number,
  sha256: string,
): Promise<(InformeEditable & { fotos: number; mismo_id: number | null }) | undefined> {
  const r = await sql<InformeEditable & { fotos: number; mismo_id: number | null }>`
    SELECT i.id, i.estado, i.proveedor_id, i.cliente_id, i.creado_por, i.aceptado_at IS NOT NULL AS aceptado,
      (SELECT count(*)::int FROM informe_archivos a WHERE a.informe_id = i.id) AS fotos,
      (SELECT min(a.id) FROM informe_archivos a WHERE a.informe_id = i.id AND a.sha256 = ${sha256}) AS mismo_id
    FROM informes i WHERE i.id = ${id} AND ${filterInformes(scope, {})}`.execute(db);
  return r.rows[0];
}

/** The report with its history, as GET /informes/:id answers (undefined when out of scope or missing). */
export async function findInformeDetalle(db: Db, scope: RowScope, id: number): Promise<InformeDetalle | undefined> {
  const informe = await findInforme(db, scope, id);
  if (!informe) return undefined;
  return { ...informe, historial: await listEstadoChanges(db, id) };
}

/** Status changes of a report, oldest first, from the audit rows written with them (estadoChangeAudit, audit-entries.ts). */
async function listEstadoChanges(db: Db, id: number): Promise<CambioEstadoInforme[]> {
  const rows = await db
    .selectFrom('auditoria')
    .select(['id', 'usuario', 'creado_at', 'datos'])
    .where('tabla', '=', 'informes')
    .where('registro_id', '=', id)
    .where('accion', '=', 'ACTUALIZAR')
    .where(sql<boolean>`datos ? 'estado_nuevo'`)
    .orderBy('creado_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => {
    const d = r.datos as EstadoChangeData;
    return {
      id: r.id,
      usuario: r.usuario,
      fecha: r.creado_at,
      estado_anterior: d.estado_anterior,
      estado_nuevo: d.estado_nuevo,
      comentario: d.comentario ?? null,
      problema: d.problema ? { archivo_id: d.problema.archivo_id ?? null, archivo_nombre: d.problema.archivo_nombre ?? null } : null,
    };
  });
}

/** The columns a report's create/update writes: the body with every optional text decided. */
export type InformeValues = Required<InformeInput>;

export async function insertInforme(trx: Db, values: InformeValues, authorId: number): Promise<number> {
  const row = await trx
    .insertInto('informes')
    .values({ ...values, creado_por: authorId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The columns of a client's acceptance, cleared (docs/decisions/aceptacion-cliente.md): an acceptance holds only for the
 * report as it was accepted, so a new status, an edit that changes something, or a photo added or deleted clears it.
 */
const NO_ACEPTACION = { aceptado_por: null, aceptado_por_usuario: null, aceptado_por_nombre: null, aceptado_at: null } as const;

/** `changed`: some value differs from the stored one, which clears the client's acceptance. */
export async function updateInforme(trx: Db, id: number, values: InformeValues, changed: boolean): Promise<void> {
  await trx
    .updateTable('informes')
    .set({ ...values, actualizado_at: sql<string>`now()`, ...(changed ? NO_ACEPTACION : {}) })
    .where('id', '=', id)
    .execute();
}

/** A new status; the client's acceptance holds only for the Completado it accepted, so any change clears it. */
export async function setEstado(trx: Db, id: number, estado: EstadoInforme, at?: Date): Promise<void> {
  await trx
    .updateTable('informes')
    .set({ estado, actualizado_at: at ?? sql<string>`now()`, ...NO_ACEPTACION })
    .where('id', '=', id)
    .execute();
}

/** The report's photos changed (one added or deleted): the client's acceptance, if any, no longer holds. */
export async function clearAceptacion(trx: Db, id: number): Promise<void> {
  await trx.updateTable('informes').set(NO_ACEPTACION).where('id', '=', id).where('aceptado_at', 'is not', null).execute();
}

/**
 * Deletes the report; its informe_archivos rows go with it (ON DELETE CASCADE) and their stored objects are
 * queued in archivos_pendientes_borrado by trigger, in this same transaction. Returns how many files it had.
 */
export async function deleteInforme(trx: Db, id: number): Promise<number> {
  const files = await trx
    .selectFrom('informe_archivos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('informe_id', '=', id)
    .executeTakeFirstOrThrow();
  await trx.deleteFrom('informes').where('id', '=', id).execute();
  return files.n;
}

/** Names and rules the create/update checks read, locked against deletion until the transaction ends. */
export interface InformeReferences {
  servicio: { nombre: string; activo: boolean } | undefined;
  cliente: string | undefined;
  proveedor: string | undefined;
  provincia: string | undefined;
  localidad: { nombre: string; provincia_id: number } | undefined;
  asignado: boolean;
}

export async function findReferences(
  trx: Db,
  v: Pick<InformeValues, 'servicio_id' | 'cliente_id' | 'proveedor_id' | 'provincia_id' | 'localidad_id'>,
): Promise<InformeReferences> {
  const [servicio, cliente, proveedor, provincia, localidad, asignacion] = [
    await trx.selectFrom('servicios').select(['nombre', 'activo']).where('id', '=', v.servicio_id).forShare().executeTakeFirst(),
    await trx.selectFrom('clientes').select('razon_social').where('id', '=', v.cliente_id).forShare().executeTakeFirst(),
    await trx.selectFrom('proveedores').select('nombre').where('id', '=', v.proveedor_id).forShare().executeTakeFirst(),
    await trx.selectFrom('provincias').select('nombre').where('id', '=', v.provincia_id).executeTakeFirst(),
    await trx.selectFrom('localidades').select(['nombre', 'provincia_id']).where('id', '=', v.localidad_id).executeTakeFirst(),
    await trx
      .selectFrom('asignaciones')
      .select('id')
      .where('proveedor_id', '=', v.proveedor_id)
      .where('cliente_id', '=', v.cliente_id)
      .forShare()
      .executeTakeFirst(),
  ];
  return {
    servicio,
    cliente: cliente?.razon_social,
    proveedor: proveedor?.nombre,
    provincia: provincia?.nombre,
    localidad,
    asignado: asignacion !== undefined,
  };
}

/** Records a client user's acceptance (docs/decisions/aceptacion-cliente.md). */
export async function setAceptacion(trx: Db, id: number, user: { id: number; usuario: string; nombre: string }, at?: Date): Promise<void> {
  const when = at ? at.toISOString() : sql<string>`now()`;
  await trx
    .updateTable('informes')
    .set({
      aceptado_por: user.id,
      aceptado_por_usuario: user.usuario,
      aceptado_por_nombre: user.nombre,
      aceptado_at: when,
      actualizado_at: when,
    })
    .where('id', '=', id)
    .execute();
}

/** Active users who may see a report (its `informes` events). */
export async function listInformeAudience(db: Db, informeId: number): Promise<number[]> {
  const r = await sql<{ id: number }>`SELECT u.id FROM usuarios u JOIN informes i ON i.id = ${informeId}
    WHERE u.activo AND (u.tipo = 0 OR (u.tipo = 1 AND u.proveedor_id = i.proveedor_id) OR (u.tipo = 2 AND u.cliente_id = i.cliente_id))`.execute(db);
  return r.rows.map((x) => x.id);
}

/** The original name of a photo of this report (a client names it in a problem), or undefined when it is not one. */
export async function findArchivoName(db: Db, informeId: number, archivoId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('informe_archivos')
    .select('nombre_original')
    .where('id', '=', archivoId)
    .where('informe_id', '=', informeId)
    .executeTakeFirst();
  return row?.nombre_original;
}

/* Its tables (migrations/*.sql), added to the database type of the platform. */
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
  /** The campaign, site and check it proves (migration 020), when it names them. */
  campana_id: ColumnType<number | null, number | null | undefined, number | null>;
  sitio_id: ColumnType<number | null, number | null | undefined, number | null>;
  control_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One row: the version of the reports' data, bumped by every statement that writes informes (migration 003). */
interface InformesVersionTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  v: number;
}

declare module '../../platform/db/schema' {
  interface DB {
    informes: InformesTable;
    informes_version: InformesVersionTable;
  }
}
