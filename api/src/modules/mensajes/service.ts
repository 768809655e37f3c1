import type { FastifyRequest } from 'fastify';
import { ROLE, type Role, type SessionUser } from 'shared/contracts';
import { auditOf } from '../../platform/audit/audit';
import { currentUser, nombreCompleto } from '../../platform/auth/guard';
import { rowScope } from '../../platform/auth/row-scope';
import type { Db } from '../../platform/db/database';
import { badRequest, conflict, HttpError, notFound } from '../../platform/http/errors';
import { publishEvent } from '../../platform/live-events';
import { findInforme, MSG_INFORME, type Caller } from '../informes';
import { writeAudit } from '../../platform/audit/write-audit';
import type { AuditAccion } from '../../platform/db/schema';
import * as conversaciones from './conversaciones/repository';
import * as repo from './repository';
import { MSG_MENSAJES, type ConversacionResumen, type Mensaje, type MensajesPage } from './schemas';

/**
 * What conversations and messages do (issue 26, docs/decisions/mensajes.md), once: the checks, the audit and the
 * live events (platform/live-events.ts) of every write, in one transaction. A conversation the caller does not reach
 * answers 404 exactly like a missing one (never 403: that would say it exists).
 */

const auditMensajes = auditOf('mensajes');

/** The audit row of a write, as the caller's (dated `caller.at` when replaying history: the demo data). */
const audit = (trx: Db, caller: Caller, tabla: string, accion: AuditAccion, registroId: number, detalles: string) =>
  writeAudit(trx, {
    usuario: { id: caller.user.id, usuario: caller.user.usuario },
    accion,
    tabla,
    registro_id: registroId,
    detalles,
    ip: caller.ip,
    creado_at: caller.at,
  });

const conversacionNotFound = () => notFound(MSG_MENSAJES.conversacionNoEncontrada);

/** How an audit text names a conversation. */
async function describeConversacion(db: Db, conv: conversaciones.ConversacionRow, user: SessionUser): Promise<string> {
  if (conv.tipo === 'informe') return `la conversación del informe #${conv.informe_id}`;
  if (conv.tipo === 'sistema') return 'los avisos del sistema';
  const otherId = conv.usuario_a === user.id ? conv.usuario_b : conv.usuario_a;
  const usuario = await conversaciones.findUsuarioLogin(db, otherId!);
  return `la conversación directa con «${usuario ?? otherId}»`;
}

/** A conversation the user reaches, as the list shows it; 404 otherwise. */
export async function getConversacion(db: Db, user: SessionUser, id: number): Promise<ConversacionResumen> {
  const resumen = await conversaciones.findConversacionResumen(db, user, id);
  if (!resumen) throw conversacionNotFound();
  return resumen;
}

/** GET /informes/:id/conversacion: 404 when the report is missing or out of the user's scope. */
export async function getInformeConversacion(db: Db, user: SessionUser, informeId: number): Promise<ConversacionResumen> {
  const informe = await findInforme(db, rowScope(user), informeId);
  if (!informe) throw notFound(MSG_INFORME.noEncontrado);
  // Made lazily, not audited: it holds nothing until its first message (which is).
  const id = await conversaciones.ensureConversacionInforme(db, informe.id);
  return getConversacion(db, user, id);
}

/** Opens (or finds) the direct conversation with a contact; 404 for anyone the caller may not talk to. */
export async function openConversacionDirecta(db: Db, caller: Caller, usuarioId: number): Promise<ConversacionResumen> {
  const { user } = caller;
  return db.transaction().execute(async (trx) => {
    const [other] = await conversaciones.listContactos(trx, user, usuarioId);
    if (!other) throw notFound(MSG_MENSAJES.usuarioNoDisponible);
    const { id, created } = await conversaciones.ensureConversacionDirecta(trx, user.id, other.id);
    if (created) await audit(trx, caller, 'conversaciones', 'CREAR', id, `Conversación directa con «${other.nombre}» creada`);
    return getConversacion(trx, user, id);
  });
}

/** A page of a conversation's messages (backwards from `antes`), as the user sees them. */
export async function listMensajes(
  db: Db,
  user: SessionUser,
  conversacionId: number,
  query: { antes?: number; limit: number; archivoId?: number },
): Promise<MensajesPage> {
  const conv = await conversaciones.findConversacion(db, user, conversacionId);
  if (!conv) throw conversacionNotFound();
  const { rows, hasMore } = await repo.listMensajes(db, conv.id, query);
  const now = Date.now();
  return { data: rows.map((r) => repo.toMensaje(r, user.id, now)), hay_mas: hasMore };
}

/** Writes a message: audited, the author's read marker moved to it, and its event to everyone who reaches it. */
export async function createMensaje(
  db: Db,
  caller: Caller,
  conversacionId: number,
  body: { texto: string; archivo_id?: number | null },
): Promise<Mensaje> {
  const { user } = caller;
  const { texto, archivo_id = null } = body;
  return db.transaction().execute(async (trx) => {
    const conv = await conversaciones.findConversacion(trx, user, conversacionId, true);
    if (!conv) throw conversacionNotFound();
    if (conv.tipo === 'sistema') throw conflict('conversacion_solo_lectura', MSG_MENSAJES.soloLectura);
    if (archivo_id !== null && (conv.informe_id === null || !(await repo.isInformeFoto(trx, archivo_id, conv.informe_id)))) {
      throw badRequest('archivo_invalido', MSG_MENSAJES.archivoInvalido, 'archivo_id');
    }
    const autor = { id: user.id, nombre: nombreCompleto(user), rol: user.tipo };
    const row = await repo.insertMensaje(trx, { conversacion_id: conv.id, autor, texto, archivo_id, creado_at: caller.at });
    // What one writes, one has read.
    await repo.updateLectura(trx, user.id, conv.id, row.id);
    await audit(
      trx,
      caller,
      'mensajes',
      'CREAR',
      row.id,
      `Mensaje #${row.id} enviado en ${await describeConversacion(trx, conv, user)} (${texto.length} caracteres` +
        `${archivo_id !== null ? `; sobre la foto #${archivo_id}` : ''})`,
    );
    const destinatarios = await conversaciones.listDestinatarios(trx, conv.id);
    await publishEvent(trx, 'mensaje', destinatarios, { conversacion_id: conv.id, mensaje: repo.toMensaje(row, null) });
    return repo.toMensaje(row, user.id);
  });
}

/** Moves the user's read marker (never back) and answers the user's unread total. */
export async function recordLectura(db: Db, user: SessionUser, conversacionId: number, hastaId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const conv = await conversaciones.findConversacion(trx, user, conversacionId);
    if (!conv) throw conversacionNotFound();
    await repo.updateLectura(trx, user.id, conv.id, hastaId);
    const total = await repo.countUnreadMensajes(trx, user.id);
    // The user's other tabs update their count (docs/decisions/mensajes.md: read markers are not audited).
    await publishEvent(trx, 'leido', [user.id], { conversacion_id: conv.id });
    return total;
  });
}

/** Deletes one's own message within its 15 minutes: its text is erased wherever it was kept; audited, and heard live. */
export async function deleteMensaje(db: Db, request: FastifyRequest, id: number): Promise<void> {
  const user = currentUser(request);
  await db.transaction().execute(async (trx) => {
    const m = await repo.findMensaje(trx, user, id, true);
    if (!m || !m.visible) throw notFound(MSG_MENSAJES.mensajeNoEncontrado);
    if (m.autor_id !== user.id) throw new HttpError(403, 'sin_permiso', MSG_MENSAJES.noEsAutor);
    if (m.eliminado_at !== null) throw conflict('mensaje_ya_eliminado', MSG_MENSAJES.yaEliminado);
    if (!m.deletable) throw conflict('fuera_de_plazo', MSG_MENSAJES.fueraDePlazo);
    await repo.deleteMensaje(trx, m.id, m.conversacion_id);
    const conv = (await conversaciones.findConversacion(trx, user, m.conversacion_id))!;
    await auditMensajes(trx, request, 'ELIMINAR', m.id, `Mensaje #${m.id} eliminado por su autor en ${await describeConversacion(trx, conv, user)}`);
    const destinatarios = await conversaciones.listDestinatarios(trx, m.conversacion_id);
    await publishEvent(trx, 'mensaje_eliminado', destinatarios, { conversacion_id: m.conversacion_id, id: m.id });
  });
}

/**
 * A notice of the system (no author) to every active administrator, in each one's notices conversation, heard live:
 * in the caller's transaction, as its last statements (publishEvent's lock is held until the commit).
 */
export async function createAvisoSistema(trx: Db, texto: string): Promise<void> {
  const admins = await conversaciones.listActiveAdministradorIds(trx);
  await createAvisos(
    trx,
    admins.map((id) => ({ id, tipo: ROLE.ADMIN })),
    texto,
  );
}

/**
 * A notice of the system to each of `usuarios` (any role: a provider's users are told of a check due, a client's get
 * its weekly summary), in the user's notices conversation for its role ("Avisos del sistema"), heard live. As the
 * caller's transaction's last statements, like createAvisoSistema.
 */
export async function createAvisos(trx: Db, usuarios: ReadonlyArray<{ id: number; tipo: Role }>, texto: string): Promise<void> {
  const avisos: Array<{ usuario: number; conversacion: number; row: repo.MensajeRow }> = [];
  for (const u of usuarios) {
    const conversacion = await conversaciones.ensureConversacionSistema(trx, u.id, u.tipo);
    avisos.push({
      usuario: u.id,
      conversacion,
      row: await repo.insertMensaje(trx, { conversacion_id: conversacion, autor: null, texto, archivo_id: null }),
    });
  }
  for (const a of avisos) {
    await publishEvent(trx, 'mensaje', [a.usuario], { conversacion_id: a.conversacion, mensaje: repo.toMensaje(a.row, null) });
  }
}
