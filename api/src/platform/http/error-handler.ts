import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mapDbError } from '../db/errors';
import { HttpError, MSG } from './errors';
import { validationMessage } from './validation-message';

/**
 * The one error handler: every failure leaves as `{ error: 'snake_code', message: 'Texto en español' }`, plus
 * `campo` (the body field it is about) when the error knows it, e.g. which of usuario / correo already exists.
 * Anything unknown is logged and answered 500 without internals; user input never reaches that branch.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | Error, request: FastifyRequest, reply: FastifyReply) => {
    // A client that went away mid-request (its socket reset while the body was read, say) is not a
    // server fault and certainly not a database outage: nobody is left to answer.
    if (request.raw.socket?.destroyed) {
      request.log.debug({ err }, 'el cliente cerró la conexión');
      return reply.status(499).send();
    }
    settleUnreadBody(request, reply);
    const http = toHttpError(err);
    if (http.statusCode >= 500) {
      request.log.error({ err }, 'error no controlado');
    } else if (http.statusCode !== 401 && http.statusCode !== 404) {
      request.log.debug({ code: http.code }, http.message);
    }
    for (const [name, value] of Object.entries(http.headers)) reply.header(name, value);
    return reply.status(http.statusCode).send({ error: http.code, message: http.message, ...(http.field ? { campo: http.field } : {}) });
  });
}

/** Bodies up to this size are read to the end and dropped after an early answer; larger ones close the connection. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * An answer given before the request's body was read (a refused upload: 401, 404, 409, 413, 415) must not leave
 * the rest of that body on a keep-alive connection, or the client's next request on it is reset. A body of a
 * known, bounded size is read to its end and dropped, so the connection serves the next request; anything
 * else is answered with `Connection: close`, which the client sees before its next request.
 */
export function settleUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete || raw.readableEnded || raw.destroyed) return;
  const declared = Number(raw.headers['content-length']);
  // A refused tus PATCH (a wrong offset: a browser re-sent a cut request whole) carries bytes nobody will use, up
  // to a whole photo: close at once instead of reading them; the client asks for the offset on a new connection.
  const resumable = String(raw.headers['content-type'] ?? '').startsWith('application/offset+octet-stream');
  if (resumable || !Number.isFinite(declared) || declared > DRAIN_LIMIT_BYTES) reply.header('connection', 'close');
  // Whatever was reading it (the multipart parser) has stopped: detach it, then let the bytes flow to nowhere.
  raw.unpipe();
  raw.resume();
}

function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const db = mapDbError(err);
  if (db) return db;

  const e = err as Partial<FastifyError> & { validationContext?: string };
  if (e.validation) {
    return new HttpError(400, 'datos_invalidos', validationMessage(e.validation, e.validationContext));
  }
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new HttpError(400, 'json_invalido', MSG.jsonInvalido);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(413, 'contenido_muy_grande', 'El contenido supera el tamaño máximo permitido');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new HttpError(400, 'solicitud_invalida', 'Solicitud inválida');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(415, 'tipo_no_soportado', 'Tipo de contenido no soportado');
    case 'FST_ERR_CTP_INVALID_TYPE':
      return new HttpError(400, 'datos_invalidos', 'Cabecera Content-Type inválida');
    default:
      break;
  }
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status === 404) return new HttpError(404, 'no_encontrado', MSG.noEncontrado);
  if (status === 413) return new HttpError(413, 'contenido_muy_grande', 'El contenido supera el tamaño máximo permitido');
  if (status === 415) return new HttpError(415, 'tipo_no_soportado', 'Tipo de contenido no soportado');
  if (status === 429) return new HttpError(429, 'demasiados_intentos', 'Demasiados intentos. Intenta de nuevo en 1 minuto.');
  if (status >= 400 && status < 500) return new HttpError(status, 'solicitud_invalida', 'Solicitud inválida');
  return new HttpError(500, 'error_interno', MSG.errorInterno);
}
