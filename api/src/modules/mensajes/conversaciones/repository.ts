import { sql, type ColumnType, type Generated, type RawBuilder } from 'kysely';
import { ROLE, type Role, type SessionUser, type TipoConversacion } from 'shared/contracts';
import type { Db } from '../../../platform/db/database';
import type { CreatedAt } from '../../../platform/db/schema';
import { nombreCompletoSql } from '../../../platform/lib/nombre';
import { matchesSearch } from '../../../platform/lib/search';
import type { ConversacionResumen, PersonaMensaje } from '../schemas';

/**
 * SQL of conversations (docs/decisions/mensajes.md). Who reaches a conversation is ONE condition, `reaches` (a user
 * `u`, a conversation `c`), decided from the rows as they are at that moment — the user's type and link, the report's
 * provider and client, the assignments — never from what was true when the conversation was made (issue 34, point 5).
 * Every read and write goes through it: `visible(user)` for one user, `listDestinatarios` and `countUnreadMensajesOf`
 * (../repository.ts) for many, `reachesConversacion` for the live stream's replay.
 *  - a report's conversation: whoever may see the report (the same rule as GET /informes/:id: administrators, the
 *    report's provider's users, its client's users);
 *  - a direct one: its two people, while they may still talk to each other (`canTalk`, the same rule that lets
 *    one open it: GET /conversaciones/contactos);
 *  - the notices: their administrator, while an administrator.
 */

/**
 * Whether users `a` and `b` (aliases of `usuarios`) may talk to each other, from their rows now: an administrator
 * with anyone; a provider's user with the users of the clients its provider is assigned to (`asignaciones`), and
 * the reverse. Never two providers' or two clients' users.
 */
function canTalk(a: string, b: string): RawBuilder<boolean> {
  const [ta, tb] = [sql.ref(`${a}.tipo`), sql.ref(`${b}.tipo`)];
  const assigned = (p: string, c: string) =>
    sql`EXISTS (SELECT 1 FROM asignaciones pa WHERE pa.proveedor_id = ${sql.ref(`${p}.proveedor_id`)} AND pa.cliente_id = ${sql.ref(`${c}.cliente_id`)})`;
  return sql<boolean>`(${ta} = ${ROLE.ADMIN} OR ${tb} = ${ROLE.ADMIN}
    OR (${ta} = ${ROLE.PROVEEDOR} AND ${tb} = ${ROLE.CLIENTE} AND ${assigned(a, b)})
    OR (${ta} = ${ROLE.CLIENTE} AND ${tb} = ${ROLE.PROVEEDOR} AND ${assigned(b, a)}))`;
}

/** Whether user `u` (alias of `usuarios`, any role) reaches conversation `c`: the one rule (see above). */
export const reaches = sql<boolean>`((c.tipo = 'informe' AND (u.tipo = ${ROLE.ADMIN} OR EXISTS (SELECT 1 FROM informes vi WHERE vi.id = c.informe_id
      AND ((u.tipo = ${ROLE.PROVEEDOR} AND vi.proveedor_id = u.proveedor_id) OR (u.tipo = ${ROLE.CLIENTE} AND vi.cliente_id = u.cliente_id)))))
    OR (c.tipo = 'directa' AND u.id IN (c.usuario_a, c.usuario_b) AND EXISTS (SELECT 1 FROM usuarios ou
      WHERE ou.id = CASE WHEN c.usuario_a = u.id THEN c.usuario_b ELSE c.usuario_a END AND ${canTalk('u', 'ou')}))
    OR (c.tipo = 'sistema' AND c.usuario_a = u.id AND u.tipo = c.rol))`;

/** Conversations (alias `c`) the user reaches: `reaches` for the user's row as it is now. */
export function visible(user: SessionUser): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM usuarios u WHERE u.id = ${user.id} AND ${reaches})`;
}

/** Whether user `userId` reaches the conversation whose id is `conversacionId` (SQL), now: the live stream's replay. */
export function reachesConversacion(userId: number, conversacionId: RawBuilder<number>): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM conversaciones c JOIN usuarios u ON u.id = ${userId} WHERE c.id = ${conversacionId} AND ${reaches})`;
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
export async function ensureConversacionInforme(db: Db, informeId: number): Promise<number> {
  const made = await sql<{ id: number }>`INSERT INTO conversaciones (tipo, informe_id) VALUES ('informe', ${informeId})
    ON CONFLICT (informe_id) WHERE tipo = 'informe' DO NOTHING RETURNING id`.execute(db);
  if (made.rows[0]) return made.rows[0].id;
  return (
    await db.selectFrom('conversaciones').select('id').where('tipo', '=', 'informe').where('informe_id', '=', informeId).executeTakeFirstOrThrow()
  ).id;
}

/** The direct conversation of two users: { id, created } (created: it did not exist). */
export async function ensureConversacionDirecta(db: Db, a: number, b: number): Promise<{ id: number; created: boolean }> {
  const [x, y] = a < b ? [a, b] : [b, a];
  const made = await sql<{ id: number }>`INSERT INTO conversaciones (tipo, usuario_a, usuario_b) VALUES ('directa', ${x}, ${y})
    ON CONFLICT (usuario_a, usuario_b) WHERE tipo = 'directa' DO NOTHING RETURNING id`.execute(db);
  if (made.rows[0]) return { id: made.rows[0].id, created: true };
  const row = await db
    .selectFrom('conversaciones')
    .select('id')
    .where('tipo', '=', 'directa')
    .where('usuario_a', '=', x)
    .where('usuario_b', '=', y)
    .executeTakeFirstOrThrow();
  return { id: row.id, created: false };
}

/** An administrator's notices conversation. */
export async function ensureConversacionSistema(db: Db, userId: number, rol: Role): Promise<number> {
  const made = await sql<{ id: number }>`INSERT INTO conversaciones (tipo, usuario_a, rol) VALUES ('sistema', ${userId}, ${rol})
    ON CONFLICT (usuario_a, rol) WHERE tipo = 'sistema' DO NOTHING RETURNING id`.execute(db);
  if (made.rows[0]) return made.rows[0].id;
  const found = await db
    .selectFrom('conversaciones')
    .select('id')
    .where('tipo', '=', 'sistema')
    .where('usuario_a', '=', userId)
    .where('rol', '=', rol)
    .executeTakeFirstOrThrow();
  return found.id;
}

/** The active administrators, by id: who gets the notices of the system. */
export async function listActiveAdministradorIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('usuarios').select('id').where('tipo', '=', ROLE.ADMIN).where('activo', '=', true).orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** Users the caller may open a direct conversation with: active, never the caller, `canTalk` now. */
export async function listContactos(db: Db, user: SessionUser, onlyId?: number): Promise<PersonaMensaje[]> {
  const r = await sql<PersonaMensaje>`SELECT u.id, ${nombreCompletoSql('u')} AS nombre, u.tipo AS rol
    FROM usuarios u JOIN usuarios yo ON yo.id = ${user.id}
    WHERE u.activo AND u.id <> yo.id AND ${canTalk('yo', 'u')} ${onlyId === undefined ? sql`` : sql`AND u.id = ${onlyId}`}
    ORDER BY u.tipo, lower(${nombreCompletoSql('u')}), u.id`.execute(db);
  return r.rows;
}

/** Active users who reach a conversation: whom its events go to. */
export async function listDestinatarios(db: Db, conversacionId: number): Promise<number[]> {
  const r = await sql<{ id: number }>`SELECT u.id FROM usuarios u JOIN conversaciones c ON c.id = ${conversacionId}
    WHERE u.activo AND ${reaches}`.execute(db);
  return r.rows.map((x) => x.id);
}

/** A user's login name (`usuario`), for an audit text; undefined when the user is gone. */
export async function findUsuarioLogin(db: Db, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('usuarios').select('usuario').where('id', '=', id).executeTakeFirst();
  return row?.usuario;
}

const SISTEMA_TITLE = 'Avisos del sistema';

interface ResumenRow {
  id: number;
  tipo: TipoConversacion;
  informe_id: number | null;
  campana: string | null;
  otro_id: number | null;
  otro_nombre: string | null;
  otro_rol: PersonaMensaje['rol'] | null;
  ultimo_texto: string | null;
  ultimo_autor: string | null;
  ultimo_at: string | null;
  no_leidos: number;
  actualizado_at: string;
  total: number;
}

function selectResumen(user: SessionUser): RawBuilder<ResumenRow> {
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
    r.tipo === 'informe' ? `Informe #${r.informe_id}: ${r.campana ?? ''}`.trim() : r.tipo === 'directa' ? (r.otro_nombre ?? '') : SISTEMA_TITLE;
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

/** A conversation the user reaches, as the list shows it; undefined when out of reach or missing. */
export async function findConversacionResumen(db: Db, user: SessionUser, id: number): Promise<ConversacionResumen | undefined> {
  const r = await sql<ResumenRow>`${selectResumen(user)} WHERE c.id = ${id} AND ${visible(user)}`.execute(db);
  return r.rows[0] ? toResumen(r.rows[0]) : undefined;
}

/** What `q` is matched against besides the messages: the title (report number and campaign, the other person). */
const tituloSearchText = sql<string>`(CASE c.tipo WHEN 'informe' THEN 'informe ' || c.informe_id || ' ' || coalesce(i.campana, '')
  WHEN 'directa' THEN coalesce(${nombreCompletoSql('o')}, '') ELSE ${SISTEMA_TITLE} END)`;

export async function listConversaciones(
  db: Db,
  user: SessionUser,
  q: string | undefined,
  page: number,
  limit: number,
): Promise<{ rows: ConversacionResumen[]; total: number }> {
  const term = q?.trim();
  const search = term
    ? sql`AND (${matchesSearch(tituloSearchText, term)} OR EXISTS (SELECT 1 FROM mensajes sm WHERE sm.conversacion_id = c.id
        AND sm.eliminado_at IS NULL AND ${matchesSearch(sql<string>`sm.texto`, term)}))`
    : sql``;
  const r = await sql<ResumenRow>`${selectResumen(user)}
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

/* Its table (migrations/*.sql), added to the database type of the platform. */
/** Conversations (migration 018, docs/decisions/mensajes.md). */
interface ConversacionesTable {
  id: Generated<number>;
  tipo: TipoConversacion;
  informe_id: number | null;
  usuario_a: number | null;
  usuario_b: number | null;
  /** A notices conversation's role (migration 024): the role of the user it was written for. */
  rol: ColumnType<Role | null, Role | null | undefined, Role | null>;
  ultimo_mensaje_id: ColumnType<number | null, number | null | undefined, number | null>;
  actualizado_at: CreatedAt;
  creado_at: CreatedAt;
}

declare module '../../../platform/db/schema' {
  interface DB {
    conversaciones: ConversacionesTable;
  }
}
