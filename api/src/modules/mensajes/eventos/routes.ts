import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requirePermission } from '../../../platform/auth/guard';
import { Stream } from './stream';
import { contract, signedIn } from '../../../platform/http/route-contract';

const EVENTOS_DESCRIPTION =
  'Flujo Server-Sent Events (`text/event-stream`) del usuario: uno por pestaña, con la misma cabecera ' +
  '`Authorization: Bearer` (el navegador lo lee con fetch). Eventos (`event:` y `data:` JSON): ' +
  '`mensaje` `{ conversacion_id, mensaje }`, `mensaje_eliminado` `{ conversacion_id, id }` e `informes` ' +
  '`{ accion: "creado" | "eliminado", id }` llevan `id:`; `no_leidos` `{ total }` llega al abrir y tras cada cambio; ' +
  '`recargar` `{}`: lo perdido ya no se puede repetir (volver a pedir lo que se muestra); `sesion_cerrada` `{}` justo ' +
  'antes de cerrarse porque la sesión terminó (cierre de sesión, inactividad, usuario desactivado, contraseña ' +
  'restablecida). Las líneas que empiezan por `:` son latidos (cada ~25 s). Al reconectar, `Last-Event-ID` con el ' +
  'último `id:` recibido repite lo que se perdió (hasta 200 eventos del último día; si no, `recargar`). Un evento ' +
  'puede llegar dos veces: un mensaje se reconoce por su id.';

/** GET /eventos — the live stream (docs/decisions/mensajes.md; modules/mensajes/eventos/bus.ts does the work). */
const eventosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      onRequest: requirePermission('eventos.read'),
      schema: {
        ...contract('eventos', 'streamEvents', 'Eventos en vivo (SSE)', signedIn({ '400': ['datos_invalidos'] })),
        description: EVENTOS_DESCRIPTION,
        headers: Type.Object({
          'last-event-id': Type.Optional(Type.String({ maxLength: 40, description: 'El último `id:` recibido, para reanudar' })),
        }),
        response: {
          200: {
            description: 'text/event-stream, abierto hasta que el cliente o la sesión terminan',
            content: { 'text/event-stream': { schema: Type.String({ description: 'Eventos SSE (ver la descripción)' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = request.auth!;
      // The stream is written by hand: no compression, no serialisation, flushed as it goes.
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      const stream = new Stream(user.id, sessionId, res, app.eventos.closed);
      await app.eventos.add(stream, request.headers['last-event-id']);
    },
  );
};

export default eventosRoutes;
