import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, requirePermission } from '../../platform/auth/guard';
import { normalizeInput, ok, withFieldMessages } from '../../platform/http/input';
import { IdParams, OkResponse } from '../../platform/schemas/common';
import * as conversaciones from './conversaciones/repository';
import * as repo from './repository';
import * as service from './service';
import { callerOf } from '../informes';
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
  NoLeidosSchema,
  NoLeidosTotalSchema,
} from './schemas';
import { BODY, DENIED, MISSING, PARAMS, QUERY, contract, signedIn } from '../../platform/http/route-contract';

/**
 * Conversations and messages (issue 26, docs/decisions/mensajes.md): each route checks its input and calls one
 * function; what a write does (checks, audit, live events) is in service.ts.
 */

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
      const { rows, total } = await conversaciones.listConversaciones(app.db, currentUser(request), q, page, limit);
      return { data: rows, total, page, limit };
    },
  );

  app.get(
    '/contactos',
    {
      onRequest: read,
      schema: { ...contract('conversaciones', 'listContacts', 'Contactos para conversar', signedIn()), response: { 200: ContactosSchema } },
    },
    async (request) => ({ data: await conversaciones.listContactos(app.db, currentUser(request)) }),
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
    async (request) => service.openConversacionDirecta(app.db, callerOf(request), request.body.usuario_id),
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
    async (request) => service.getConversacion(app.db, currentUser(request), request.params.id),
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
      const { antes, limit = 50, archivo_id } = request.query;
      return service.listMensajes(app.db, currentUser(request), request.params.id, { antes, limit, archivoId: archivo_id });
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
    async (request, reply) => reply.status(201).send(await service.createMensaje(app.db, callerOf(request), request.params.id, request.body)),
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
    async (request) => ({ no_leidos: await service.recordLectura(app.db, currentUser(request), request.params.id, request.body.hasta_id) }),
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
    async (request) => ({ total: await repo.countUnreadMensajes(app.db, currentUser(request).id) }),
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
      await service.deleteMensaje(app.db, request, request.params.id);
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
    async (request) => service.getInformeConversacion(app.db, currentUser(request), request.params.id),
  );
};
