import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, nombreCompleto, requirePermission } from '../../platform/auth/guard';
import { rowScope } from '../../platform/auth/row-scope';
import type { ConversacionResumen, SessionUser } from 'shared/contracts';
import type { Db } from '../../platform/db/database';
import { publishEvent } from '../../platform/live-events';
import { badRequest, conflict, HttpError, notFound } from '../../platform/http/errors';
import { normalizeInput, ok, withFieldMessages } from '../../platform/http/input';
import { IdParams, OkResponse } from '../../platform/schemas/common';
import { auditOf } from '../../platform/audit/audit';
import { findInforme, MSG_INFORME } from '../informes';
import * as repo from './repository';
import {
  ContactosSchema,
  ConversacionesPageSchema,
  ConversacionesQuerySchema,
  ConversacionResumenSchema,
  DirectaBodySchema,
  LeidoBodySchema,
  MENSAJE_FIELD_MESSAGES,
  MensajeBodySchema,
  MensajeSchema,
  MensajesPageSchema,
  MensajesQuerySchema,
  MSG_MENSAJES,
  NoLeidosSchema,
  NoLeidosTotalSchema,
} from './schemas';
import { BODY, DENIED, MISSING, PARAMS, QUERY, contract, signedIn } from '../../platform/http/route-contract';

/**
 * Conversations and messages (issue 26, docs/decisions/mensajes.md). A conversation the caller does not reach answers
 * 404 exactly like a missing one (never 403: that would say it exists). Every message and every deletion is audited
 * and written with its live event (platform/live-events.ts) in one transaction.
 */

const auditMensajes = auditOf('mensajes');
const auditConversaciones = auditOf('conversaciones');

const noEncontrada = () => notFound(MSG_MENSAJES.conversacionNoEncontrada);

/** How an audit text names a conversation. */
async function nombreConversacion(db: Db, conv: repo.ConversacionRow, user: SessionUser): Promise<string> {
  if (conv.tipo === 'informe') return `la conversación del informe #${conv.informe_id}`;
  if (conv.tipo === 'sistema') return 'los avisos del sistema';
  const otro = conv.usuario_a === user.id ? conv.usuario_b : conv.usuario_a;
  const row = await db.selectFrom('usuarios').select('usuario').where('id', '=', otro!).executeTakeFirst();
  return `la conversación directa con «${row?.usuario ?? otro}»`;
}

async function resumenOr404(db: Db, user: SessionUser, id: number): Promise<ConversacionResumen> {
  const r = await repo.resumen(db, user, id);
  if (!r) throw noEncontrada();
  return r;
}

/** /conversaciones */
export const conversacionesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', normalizeInput);
  const read = requirePermission('mensajes.read');
  const write = requirePermission('mensajes.write');

  app.get(
    '/',
    {
      onRequest: read,
      schema: {
        ...contract('conversaciones', 'listConversations', 'Listar conversaciones', signedIn(QUERY)),
        querystring: ConversacionesQuerySchema,
        response: { 200: ConversacionesPageSchema },
      },
    },
    async (request) => {
      const { q, page = 1, limit = 20 } = request.query;
      const { rows, total } = await repo.listConversaciones(app.db, currentUser(request), q, page, limit);
      return { data: rows, total, page, limit };
    },
  );

  app.get(
    '/contactos',
    {
      onRequest: read,
      schema: { ...contract('conversaciones', 'listContacts', 'Contactos para conversar', signedIn()), response: { 200: ContactosSchema } },
    },
    async (request) => ({
      data: await repo.contactos(app.db, currentUser(request)),
    }),
  );

  app.post(
    '/directas',
    {
      onRequest: write,
      schema: {
        ...contract('conversaciones', 'openDirectConversation', 'Abrir una conversación directa', signedIn(BODY, MISSING)),
        description: '404 si es un usuario con el que no se puede hablar (ver /conversaciones/contactos).',
        body: DirectaBodySchema,
        response: { 200: ConversacionResumenSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const otroId = request.body.usuario_id;
      return app.db.transaction().execute(async (trx) => {
        const [otro] = await repo.contactos(trx, user, otroId);
        if (!otro) throw notFound(MSG_MENSAJES.usuarioNoDisponible);
        const { id, creada } = await repo.conversacionDirecta(trx, user.id, otro.id);
        if (creada) await auditConversaciones(trx, request, 'CREAR', id, `Conversación directa con «${otro.nombre}» creada`);
        return resumenOr404(trx, user, id);
      });
    },
  );

  app.get(
    '/:id',
    {
      onRequest: read,
      schema: {
        ...contract('conversaciones', 'getConversation', 'Ver una conversación', signedIn(PARAMS, MISSING)),
        params: IdParams,
        response: { 200: ConversacionResumenSchema },
      },
    },
    async (request) => resumenOr404(app.db, currentUser(request), request.params.id),
  );

  app.get(
    '/:id/mensajes',
    {
      onRequest: read,
      schema: {
        ...contract('conversaciones', 'listMessages', 'Listar los mensajes de una conversación', signedIn(PARAMS, QUERY, MISSING)),
        description: 'Página hacia atrás: `antes` = el id del primer mensaje recibido; `hay_mas` dice si hay anteriores.',
        params: IdParams,
        querystring: MensajesQuerySchema,
        response: { 200: MensajesPageSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const conv = await repo.findConversacion(app.db, user, request.params.id);
      if (!conv) throw noEncontrada();
      const { antes, limit = 50, archivo_id } = request.query;
      const { rows, hayMas } = await repo.listMensajes(app.db, conv.id, { antes, limit, archivoId: archivo_id });
      const now = Date.now();
      return { data: rows.map((r) => repo.toMensaje(r, user.id, now)), hay_mas: hayMas };
    },
  );

  app.post(
    '/:id/mensajes',
    {
      onRequest: write,
      ...withFieldMessages(MENSAJE_FIELD_MESSAGES),
      schema: {
        ...contract(
          'conversaciones',
          'sendMessage',
          'Enviar un mensaje',
          signedIn(PARAMS, BODY, MISSING, { '400': ['archivo_invalido'], '409': ['conversacion_solo_lectura'] }),
        ),
        description: 'Texto plano (se recorta; 1–4000 caracteres). `archivo_id`: una foto de ese informe (solo en la conversación de un informe).',
        params: IdParams,
        body: MensajeBodySchema,
        response: { 201: MensajeSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { texto, archivo_id = null } = request.body;
      const mensaje = await app.db.transaction().execute(async (trx) => {
        const conv = await repo.findConversacion(trx, user, request.params.id, true);
        if (!conv) throw noEncontrada();
        if (conv.tipo === 'sistema') throw conflict('conversacion_solo_lectura', MSG_MENSAJES.soloLectura);
        if (archivo_id !== null && (conv.informe_id === null || !(await repo.esFotoDelInforme(trx, archivo_id, conv.informe_id)))) {
          throw badRequest('archivo_invalido', MSG_MENSAJES.archivoInvalido, 'archivo_id');
        }
        const autor = { id: user.id, nombre: nombreCompleto(user), rol: user.tipo };
        const row = await repo.insertMensaje(trx, { conversacion_id: conv.id, autor, texto, archivo_id });
        // What one writes, one has read.
        await repo.marcarLeido(trx, user.id, conv.id, row.id);
        await auditMensajes(
          trx,
          request,
          'CREAR',
          row.id,
          `Mensaje #${row.id} enviado en ${await nombreConversacion(trx, conv, user)} (${texto.length} caracteres` +
            `${archivo_id !== null ? `; sobre la foto #${archivo_id}` : ''})`,
        );
        await publishEvent(trx, 'mensaje', await repo.audiencia(trx, conv.id), { conversacion_id: conv.id, mensaje: repo.toMensaje(row, null) });
        return repo.toMensaje(row, user.id);
      });
      return reply.status(201).send(mensaje);
    },
  );

  app.post(
    '/:id/leido',
    {
      onRequest: read,
      schema: {
        ...contract('conversaciones', 'markConversationRead', 'Marcar una conversación como leída', signedIn(PARAMS, BODY, MISSING)),
        description: 'La marca nunca retrocede. Responde el total de no leídos del usuario.',
        params: IdParams,
        body: LeidoBodySchema,
        response: { 200: NoLeidosSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return app.db.transaction().execute(async (trx) => {
        const conv = await repo.findConversacion(trx, user, request.params.id);
        if (!conv) throw noEncontrada();
        await repo.marcarLeido(trx, user.id, conv.id, request.body.hasta_id);
        const total = await repo.noLeidos(trx, user.id);
        // The user's other tabs update their count (docs/decisions/mensajes.md: read markers are not audited).
        await publishEvent(trx, 'leido', [user.id], { conversacion_id: conv.id });
        return { no_leidos: total };
      });
    },
  );
};

/** /mensajes */
export const mensajesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/no-leidos',
    {
      onRequest: requirePermission('mensajes.read'),
      schema: { ...contract('mensajes', 'countUnreadMessages', 'Mensajes no leídos', signedIn()), response: { 200: NoLeidosTotalSchema } },
    },
    async (request) => ({ total: await repo.noLeidos(app.db, currentUser(request).id) }),
  );

  app.delete(
    '/:id',
    {
      onRequest: requirePermission('mensajes.write'),
      schema: {
        ...contract(
          'mensajes',
          'deleteMessage',
          'Eliminar un mensaje',
          signedIn(DENIED, PARAMS, MISSING, { '409': ['mensaje_ya_eliminado', 'fuera_de_plazo'] }),
        ),
        description:
          'Su texto se borra y queda como eliminado. 409 `fuera_de_plazo` pasados 15 minutos; 403 si es de otro en una ' +
          'conversación visible; 404 si no es visible.',
        params: IdParams,
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await app.db.transaction().execute(async (trx) => {
        const m = await repo.findMensaje(trx, user, request.params.id, true);
        if (!m || !m.visible) throw notFound(MSG_MENSAJES.mensajeNoEncontrado);
        if (m.autor_id !== user.id) throw new HttpError(403, 'sin_permiso', MSG_MENSAJES.noEsAutor);
        if (m.eliminado_at !== null) throw conflict('mensaje_ya_eliminado', MSG_MENSAJES.yaEliminado);
        if (!m.a_tiempo) throw conflict('fuera_de_plazo', MSG_MENSAJES.fueraDePlazo);
        await repo.eliminarMensaje(trx, m.id, m.conversacion_id);
        const conv = (await repo.findConversacion(trx, user, m.conversacion_id))!;
        await auditMensajes(
          trx,
          request,
          'ELIMINAR',
          m.id,
          `Mensaje #${m.id} eliminado por su autor en ${await nombreConversacion(trx, conv, user)}`,
        );
        await publishEvent(trx, 'mensaje_eliminado', await repo.audiencia(trx, m.conversacion_id), {
          conversacion_id: m.conversacion_id,
          id: m.id,
        });
      });
      return ok('Mensaje eliminado');
    },
  );
};

/** GET /informes/:id/conversacion */
export const informeConversacionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/conversacion',
    {
      onRequest: requirePermission('mensajes.read'),
      schema: {
        ...contract('informes', 'getReportConversation', 'Conversación de un informe', signedIn(PARAMS, MISSING)),
        description: '404 si el informe no existe o no está al alcance del usuario.',
        params: IdParams,
        response: { 200: ConversacionResumenSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const informe = await findInforme(app.db, rowScope(user), request.params.id);
      if (!informe) throw notFound(MSG_INFORME.noEncontrado);
      // Made lazily, not audited: it holds nothing until its first message (which is).
      const id = await repo.conversacionDeInforme(app.db, informe.id);
      return resumenOr404(app.db, user, id);
    },
  );
};
