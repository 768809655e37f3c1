import { sql, type RawBuilder, type ColumnType, type Generated } from 'kysely';
import {
  MENSAJE_BORRABLE_MS,
  ROLE,
  type ConversacionResumen,
  type Mensaje,
  type PersonaMensaje,
  type Role,
  type SessionUser,
  type TipoConversacion,
} from 'shared/contracts';
import type { Db } from '../../platform/db/database';
import { nombreCompletoSql } from '../../platform/lib/nombre';
import { matchesSearch } from '../../platform/lib/search';
import type { CreatedAt, NullableTimestamp } from '../../platform/db/schema';

/**
 * SQL of conversations and messages (docs/decisions/mensajes.md). Who reaches a conversation is ONE condition,
 * `alcanza` (a user `u`, a conversation `c`), decided from the rows as they are at that moment — the user's type and
 * link, the report's provider and client, the assignments — never from what was true when the conversation was made
 * (issue 34, point 5). Every read and write goes through it: `visible(user)` for one user, `audiencia` and
 * `noLeidosDe` for many, `enAlcance` for the live stream's replay.
 *  - a report's conversation: whoever may see the report (the same rule as GET /informes/:id: administrators, the
 *    report's provider's users, its client's users);
 *  - a direct one: its two people, while they may still talk to each other (`puedenHablar`, the same rule that lets
 *    one open it: GET /conversaciones/contactos);
 *  - the notices: their administrator, while an administrator.
 */

/**
 * Whether users `a` and `b` (aliases of `usuarios`) may talk to each other, from their rows now: an administrator
 * with anyone; a provider's user with the users of the clients its provider is assigned to (`asignaciones`), and
 * the reverse. Never two providers' or two clients' users.
 */
function puedenHablar(a: string, b: string): RawBuilder<boolean> {
  const [ta, tb] = [sql.ref(`${a}.tipo`), sql.ref(`${b}.tipo`)];
  const asignados = (p: string, c: string) =>
    sql`EXISTS (SELECT 1 FROM asignaciones pa WHERE pa.proveedor_id = ${sql.ref(`${p}.proveedor_id`)} AND pa.cliente_id = ${sql.ref(`${c}.cliente_id`)})`;
  return sql<boolean>`(${ta} = ${ROLE.ADMIN} OR ${tb} = ${ROLE.ADMIN}
    OR (${ta} = ${ROLE.PROVEEDOR} AND ${tb} = ${ROLE.CLIENTE} AND ${asignados(a, b)})
    OR (${ta} = ${ROLE.CLIENTE} AND ${tb} = ${ROLE.PROVEEDOR} AND ${asignados(b, a)}))`;
}

/** Whether user `u` (alias of `usuarios`, any role) reaches conversation `c`: the one rule (see above). */
const alcanza = sql<boolean>`((c.tipo = 'informe' AND (u.tipo = ${ROLE.ADMIN} OR EXISTS (SELECT 1 FROM informes vi WHERE vi.id = c.informe_id
      AND ((u.tipo = ${ROLE.PROVEEDOR} AND vi.proveedor_id = u.proveedor_id) OR (u.tipo = ${ROLE.CLIENTE} AND vi.cliente_id = u.cliente_id)))))
    OR (c.tipo = 'directa' AND u.id IN (c.usuario_a, c.usuario_b) AND EXISTS (SELECT 1 FROM usuarios ou
      WHERE ou.id = CASE WHEN c.usuario_a = u.id THEN c.usuario_b ELSE c.usuario_a END AND ${puedenHablar('u', 'ou')}))
    OR (c.tipo = 'sistema' AND c.usuario_a = u.id AND u.tipo = ${ROLE.ADMIN}))`;

/** Conversations (alias `c`) the user reaches: `alcanza` for the user's row as it is now. */
function visible(user: SessionUser): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM usuarios u WHERE u.id = ${user.id} AND ${alcanza})`;
}

/** Whether user `userId` reaches the conversation whose id is `conversacionId` (SQL), now: the live stream's replay. */
export function enAlcance(userId: number, conversacionId: RawBuilder<number>): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM conversaciones c JOIN usuarios u ON u.id = ${userId} WHERE c.id = ${conversacionId} AND ${alcanza})`;
}

export interface ConversacionRow {
  id: number;
  tipo: TipoConversacion;
  informe_id: number | null;
  usuario_a: number | null;
  usuario_b: number | null;
}

/** A conversation the user reaches (`lock`: FOR UPDATE of its row, to write in it), or undefined. */
export async function findConversacion(db: Db, user: SessionUser, id: number, lock = false): Promise<ConversacionRow | undefined> {
  const r = await sql<ConversacionRow>`SELECT c.id, c.tipo, c.informe_id, c.usuario_a, c.usuario_b FROM conversaciones c
    WHERE c.id = ${id} AND ${visible(user)} ${lock ? sql`FOR UPDATE OF c` : sql``}`.execute(db);
  return r.rows[0];
}

/** The id of a report's conversation, made the first time it is asked for. The caller checked the report's scope. */
export async function conversacionDeInforme(db: Db, informeId: number): Promise<number> {
  const made = await sql<{ id: number }>`INSERT INTO conversaciones (tipo, informe_id) VALUES ('informe', ${informeId})
    ON CONFLICT (informe_id) WHERE tipo = 'informe' DO NOTHING RETURNING id`.execute(db);
  if (made.rows[0]) return made.rows[0].id;
  return (
    await db.selectFrom('conversaciones').select('id').where('tipo', '=', 'informe').where('informe_id', '=', informeId).executeTakeFirstOrThrow()
  ).id;
}

/** The direct conversation of two users: { id, creada } (creada: it did not exist). */
export async function conversacionDirecta(db: Db, a: number, b: number): Promise<{ id: number; creada: boolean }> {
  const [x, y] = a < b ? [a, b] : [b, a];
  const made = await sql<{ id: number }>`INSERT INTO conversaciones (tipo, usuario_a, usuario_b) VALUES ('directa', ${x}, ${y})
    ON CONFLICT (usuario_a, usuario_b) WHERE tipo = 'directa' DO NOTHING RETURNING id`.execute(db);
  if (made.rows[0]) return { id: made.rows[0].id, creada: true };
  const row = await db
    .selectFrom('conversaciones')
    .select('id')
    .where('tipo', '=', 'directa')
    .where('usuario_a', '=', x)
    .where('usuario_b', '=', y)
    .executeTakeFirstOrThrow();
  return { id: row.id, creada: false };
}

/** An administrator's notices conversation. */
export async function conversacionSistema(db: Db, adminId: number): Promise<number> {
  const made = await sql<{ id: number }>`INSERT INTO conversaciones (tipo, usuario_a) VALUES ('sistema', ${adminId})
    ON CONFLICT (usuario_a) WHERE tipo = 'sistema' DO NOTHING RETURNING id`.execute(db);
  if (made.rows[0]) return made.rows[0].id;
  return (await db.selectFrom('conversaciones').select('id').where('tipo', '=', 'sistema').where('usuario_a', '=', adminId).executeTakeFirstOrThrow())
    .id;
}

/** Users the caller may open a direct conversation with: active, never the caller, `puedenHablar` now. */
export async function contactos(db: Db, user: SessionUser, soloId?: number): Promise<PersonaMensaje[]> {
  const r = await sql<{ id: number; nombre: string; rol: Role }>`SELECT u.id, ${nombreCompletoSql('u')} AS nombre, u.tipo AS rol
    FROM usuarios u JOIN usuarios yo ON yo.id = ${user.id}
    WHERE u.activo AND u.id <> yo.id AND ${puedenHablar('yo', 'u')} ${soloId === undefined ? sql`` : sql`AND u.id = ${soloId}`}
    ORDER BY u.tipo, lower(${nombreCompletoSql('u')}), u.id`.execute(db);
  return r.rows;
}

/** Active users who reach a conversation: whom its events go to. */
export async function audiencia(db: Db, conversacionId: number): Promise<number[]> {
  const r = await sql<{ id: number }>`SELECT u.id FROM usuarios u JOIN conversaciones c ON c.id = ${conversacionId}
    WHERE u.activo AND ${alcanza}`.execute(db);
  return r.rows.map((x) => x.id);
}

/** Unread messages of each user (messages of others, not deleted, past the user's read marker); 0 when none. */
export async function noLeidosDe(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  const totals = new Map<number, number>(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return totals;
  const r = await sql<{ id: number; total: number }>`
    SELECT u.id, count(m.id)::int AS total
    FROM usuarios u
    JOIN conversaciones c ON c.ultimo_mensaje_id IS NOT NULL AND ${alcanza}
    LEFT JOIN lecturas l ON l.usuario_id = u.id AND l.conversacion_id = c.id
    JOIN mensajes m ON m.conversacion_id = c.id AND m.id > coalesce(l.hasta_id, 0)
      AND m.eliminado_at IS NULL AND m.autor_id IS DISTINCT FROM u.id
    WHERE u.id = ANY(${[...userIds]}::int[])
    GROUP BY u.id`.execute(db);
  for (const row of r.rows) totals.set(row.id, row.total);
  return totals;
}

export async function noLeidos(db: Db, userId: number): Promise<number> {
  return (await noLeidosDe(db, [userId])).get(userId) ?? 0;
}

const TITULO_SISTEMA = 'Avisos del sistema';

interface ResumenRow {
  id: number;
  tipo: TipoConversacion;
  informe_id: number | null;
  campana: string | null;
  otro_id: number | null;
  otro_nombre: string | null;
  otro_rol: Role | null;
  ultimo_texto: string | null;
  ultimo_autor: string | null;
  ultimo_at: string | null;
  no_leidos: number;
  actualizado_at: string;
  total: number;
}

function resumenSelect(user: SessionUser): RawBuilder<ResumenRow> {
  return sql<ResumenRow>`SELECT c.id, c.tipo, c.informe_id, i.campana,
      o.id AS otro_id, ${nombreCompletoSql('o')} AS otro_nombre, o.tipo AS otro_rol,
      left(m.texto, 200) AS ultimo_texto, m.autor_nombre AS ultimo_autor, m.creado_at AS ultimo_at,
      (SELECT count(*)::int FROM mensajes x WHERE x.conversacion_id = c.id AND x.eliminado_at IS NULL
         AND x.autor_id IS DISTINCT FROM ${user.id}
         AND x.id > coalesce((SELECT l.hasta_id FROM lecturas l WHERE l.usuario_id = ${user.id} AND l.conversacion_id = c.id), 0)) AS no_leidos,
      c.actualizado_at, count(*) OVER ()::int AS total
    FROM conversaciones c
    LEFT JOIN informes i ON i.id = c.informe_id
    LEFT JOIN usuarios o ON c.tipo = 'directa' AND o.id = CASE WHEN c.usuario_a = ${user.id} THEN c.usuario_b ELSE c.usuario_a END
    LEFT JOIN mensajes m ON m.id = c.ultimo_mensaje_id`;
}

function toResumen(r: ResumenRow): ConversacionResumen {
  const titulo =
    r.tipo === 'informe' ? `Informe #${r.informe_id}: ${r.campana ?? ''}`.trim() : r.tipo === 'directa' ? (r.otro_nombre ?? '') : TITULO_SISTEMA;
  return {
    id: r.id,
    tipo: r.tipo,
    titulo,
    informe_id: r.informe_id,
    otro_usuario: r.otro_id !== null ? { id: r.otro_id, nombre: r.otro_nombre ?? '', rol: r.otro_rol ?? ROLE.ADMIN } : null,
    ultimo_mensaje: r.ultimo_at !== null ? { texto: r.ultimo_texto ?? '', autor_nombre: r.ultimo_autor, creado_at: r.ultimo_at } : null,
    no_leidos: r.no_leidos,
    actualizado_at: r.actualizado_at,
  };
}

export async function resumen(db: Db, user: SessionUser, id: number): Promise<ConversacionResumen | undefined> {
  const r = await sql<ResumenRow>`${resumenSelect(user)} WHERE c.id = ${id} AND ${visible(user)}`.execute(db);
  return r.rows[0] ? toResumen(r.rows[0]) : undefined;
}

/** What `q` is matched against besides the messages: the title (report number and campaign, the other person). */
const tituloBusqueda = sql<string>`(CASE c.tipo WHEN 'informe' THEN 'informe ' || c.informe_id || ' ' || coalesce(i.campana, '')
  WHEN 'directa' THEN coalesce(${nombreCompletoSql('o')}, '') ELSE ${TITULO_SISTEMA} END)`;

export async function listConversaciones(
  db: Db,
  user: SessionUser,
  q: string | undefined,
  page: number,
  limit: number,
): Promise<{ rows: ConversacionResumen[]; total: number }> {
  const term = q?.trim();
  const search = term
    ? sql`AND (${matchesSearch(tituloBusqueda, term)} OR EXISTS (SELECT 1 FROM mensajes sm WHERE sm.conversacion_id = c.id
        AND sm.eliminado_at IS NULL AND ${matchesSearch(sql<string>`sm.texto`, term)}))`
    : sql``;
  const r = await sql<ResumenRow>`${resumenSelect(user)}
    WHERE c.ultimo_mensaje_id IS NOT NULL AND ${visible(user)} ${search}
    ORDER BY c.actualizado_at DESC, c.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`.execute(db);
  let total = r.rows[0]?.total ?? 0;
  if (r.rows.length === 0 && page > 1) {
    total = (
      await sql<{ n: number }>`SELECT count(*)::int AS n FROM conversaciones c LEFT JOIN informes i ON i.id = c.informe_id
        LEFT JOIN usuarios o ON c.tipo = 'directa' AND o.id = CASE WHEN c.usuario_a = ${user.id} THEN c.usuario_b ELSE c.usuario_a END
        WHERE c.ultimo_mensaje_id IS NOT NULL AND ${visible(user)} ${search}`.execute(db)
    ).rows[0].n;
  }
  return { rows: r.rows.map(toResumen), total };
}

export interface MensajeRow {
  id: number;
  conversacion_id: number;
  autor_id: number | null;
  autor_nombre: string | null;
  autor_rol: Role | null;
  texto: string;
  archivo_id: number | null;
  creado_at: string;
  eliminado_at: string | null;
}

const MENSAJE_COLUMNS = [
  'id',
  'conversacion_id',
  'autor_id',
  'autor_nombre',
  'autor_rol',
  'texto',
  'archivo_id',
  'creado_at',
  'eliminado_at',
] as const;

/** A message as the API shows it to `viewerId` (only its author sees `borrable_hasta`, while it lasts). */
export function toMensaje(row: MensajeRow, viewerId: number | null, now = Date.now()): Mensaje {
  const eliminado = row.eliminado_at !== null;
  const hasta = Date.parse(row.creado_at) + MENSAJE_BORRABLE_MS;
  return {
    id: row.id,
    conversacion_id: row.conversacion_id,
    autor: row.autor_id !== null ? { id: row.autor_id, nombre: row.autor_nombre ?? '', rol: row.autor_rol ?? ROLE.ADMIN } : null,
    texto: eliminado ? '' : row.texto,
    archivo_id: eliminado ? null : row.archivo_id,
    creado_at: row.creado_at,
    eliminado,
    borrable_hasta: viewerId !== null && row.autor_id === viewerId && !eliminado && hasta > now ? new Date(hasta).toISOString() : null,
  };
}

export async function listMensajes(
  db: Db,
  conversacionId: number,
  opts: { antes?: number; limit: number; archivoId?: number },
): Promise<{ rows: MensajeRow[]; hayMas: boolean }> {
  let q = db.selectFrom('mensajes').select(MENSAJE_COLUMNS).where('conversacion_id', '=', conversacionId);
  if (opts.antes !== undefined) q = q.where('id', '<', opts.antes);
  if (opts.archivoId !== undefined) q = q.where('archivo_id', '=', opts.archivoId).where('eliminado_at', 'is', null);
  const rows = (await q
    .orderBy('id', 'desc')
    .limit(opts.limit + 1)
    .execute()) as MensajeRow[];
  const hayMas = rows.length > opts.limit;
  return { rows: rows.slice(0, opts.limit).reverse(), hayMas };
}

/** A message, whether the user reaches its conversation, and whether it may still be deleted (the database's clock). */
export async function findMensaje(
  db: Db,
  user: SessionUser,
  id: number,
  lock = false,
): Promise<(MensajeRow & { visible: boolean; a_tiempo: boolean }) | undefined> {
  const r = await sql<
    MensajeRow & { visible: boolean; a_tiempo: boolean }
  >`SELECT m.id, m.conversacion_id, m.autor_id, m.autor_nombre, m.autor_rol, m.texto,
      m.archivo_id, m.creado_at, m.eliminado_at, ${visible(user)} AS visible,
      m.creado_at > now() - make_interval(secs => ${MENSAJE_BORRABLE_MS / 1000}) AS a_tiempo
    FROM mensajes m JOIN conversaciones c ON c.id = m.conversacion_id WHERE m.id = ${id} ${lock ? sql`FOR UPDATE OF m` : sql``}`.execute(db);
  return r.rows[0];
}

/** A photo of this report (for a message that points at it). */
export async function esFotoDelInforme(db: Db, archivoId: number, informeId: number): Promise<boolean> {
  const row = await db.selectFrom('informe_archivos').select('id').where('id', '=', archivoId).where('informe_id', '=', informeId).executeTakeFirst();
  return row !== undefined;
}

export async function insertMensaje(
  db: Db,
  values: { conversacion_id: number; autor: PersonaMensaje | null; texto: string; archivo_id: number | null },
): Promise<MensajeRow> {
  const row = await db
    .insertInto('mensajes')
    .values({
      conversacion_id: values.conversacion_id,
      autor_id: values.autor?.id ?? null,
      autor_nombre: values.autor?.nombre ?? null,
      autor_rol: values.autor?.rol ?? null,
      texto: values.texto,
      archivo_id: values.archivo_id,
    })
    .returning(MENSAJE_COLUMNS)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('conversaciones')
    .set({ ultimo_mensaje_id: row.id, actualizado_at: row.creado_at })
    .where('id', '=', values.conversacion_id)
    .execute();
  return row;
}

/**
 * Erases a message's text (the row stays) wherever the product kept it, in the caller's transaction: the row, and the
 * `mensaje` event kept for the live stream's replay (a day; docs/decisions/mensajes.md), which becomes the message as
 * deleted; then points its conversation at the newest message left. The event was written in the message's own
 * transaction, so with the same `now()` as its `creado_at`: that bounds the search to the events since then (at most
 * the 15 minutes a message may be deleted in), read through `eventos_creado_idx`.
 */
export async function eliminarMensaje(db: Db, id: number, conversacionId: number): Promise<void> {
  const row = await db
    .updateTable('mensajes')
    .set({ texto: '', archivo_id: null, eliminado_at: sql<string>`now()` })
    .where('id', '=', id)
    .returning(MENSAJE_COLUMNS)
    .executeTakeFirstOrThrow();
  await sql`UPDATE eventos SET datos = jsonb_set(datos, '{mensaje}', ${JSON.stringify(toMensaje(row, null))}::jsonb)
    WHERE tipo = 'mensaje' AND creado_at >= (SELECT creado_at FROM mensajes WHERE id = ${id}) AND (datos -> 'mensaje' ->> 'id')::int = ${id}`.execute(
    db,
  );
  await sql`UPDATE conversaciones c SET ultimo_mensaje_id = u.id, actualizado_at = coalesce(u.creado_at, c.actualizado_at)
    FROM (SELECT (SELECT m.id FROM mensajes m WHERE m.conversacion_id = ${conversacionId} AND m.eliminado_at IS NULL ORDER BY m.id DESC LIMIT 1) AS id,
                 (SELECT m.creado_at FROM mensajes m WHERE m.conversacion_id = ${conversacionId} AND m.eliminado_at IS NULL ORDER BY m.id DESC LIMIT 1) AS creado_at) u
    WHERE c.id = ${conversacionId}`.execute(db);
}

/** Moves the user's read marker forward (never back), up to the conversation's newest message. */
export async function marcarLeido(db: Db, userId: number, conversacionId: number, hastaId: number): Promise<void> {
  await sql`INSERT INTO lecturas (usuario_id, conversacion_id, hasta_id)
    SELECT ${userId}, ${conversacionId}, least(${hastaId}::int, coalesce((SELECT max(id) FROM mensajes WHERE conversacion_id = ${conversacionId}), 0))
    ON CONFLICT (usuario_id, conversacion_id) DO UPDATE SET hasta_id = greatest(lecturas.hasta_id, EXCLUDED.hasta_id)`.execute(db);
}

/* Its tables (migrations/*.sql), added to the database type of the platform. */
/** Conversations (migration 018, docs/decisions/mensajes.md). */

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

declare module '../../platform/db/schema' {
  interface DB {
    conversaciones: ConversacionesTable;
    mensajes: MensajesTable;
    lecturas: LecturasTable;
  }
}
