import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EVENTS, Server, type Upload } from '@tus/server';
import type { SessionUser } from 'shared/contracts';
import { HttpError, MSG } from '../../../platform/http/errors';
import { REPLAYED_HEADER } from '../../../platform/http/idempotency';
import type { UploadArea } from './area';
import { toHttpError } from './refusals';
import { UploadLocker } from './upload-locker';

/**
 * The @tus/server of /subidas and the hand-over of a checked request to it (docs/decisions/photos-storage.md,
 * "Resumable uploads"). The tus Server's hooks find that request's user through `pending` (keyed by Node's request
 * object), and so does tus find the upload's id: the one the ownership check read from the routed `:id`, never
 * derived again from the URL (issue #34, point 1).
 */

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The Fastify request (user, audit actor and address) of a raw request handed to tus, and the one store id of its
 * upload: the id the ownership check read (HEAD/PATCH/DELETE) or the new upload's (POST).
 */
export interface Pending {
  request: FastifyRequest;
  user: SessionUser;
  id?: string;
  metadata?: Record<string, string>;
}
const pending = new WeakMap<IncomingMessage, Pending>();
const nodeRequest = (req: Request) => (req as Request & { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req;

/** The photo a finished upload recorded, as its last request answers it (200 + JSON). */
export interface FinishedUpload {
  answer: object;
  /** The report already had these bytes: `Idempotency-Replayed: true`. */
  replayed: boolean;
}

/** Hands a checked request to tus; its error bodies are the API's JSON. */
export type TusHandler = (request: FastifyRequest, reply: FastifyReply, context: Pending) => Promise<void>;

/**
 * The tus server of the plugin `app` (mounted at its prefix) over `area`. `finish`: what the last bytes of an upload
 * do (subidas/service.ts); whatever it throws is answered in the API's shape.
 */
export function createTusHandler(
  app: FastifyInstance,
  area: UploadArea,
  maxBytes: number,
  finish: (context: Pending, upload: Upload) => Promise<FinishedUpload>,
): TusHandler {
  const tus = new Server({
    path: `${app.prefix}`,
    datastore: area,
    locker: new UploadLocker(),
    maxSize: maxBytes,
    // The id of every request is the one the route checked (Pending.id): tus derives nothing from the URL itself
    // (it used to take the URL's last segment, query string included: `/subidas/<mine>?/<another's>`).
    namingFunction: (req) => pending.get(nodeRequest(req)!)?.id ?? area.newId(),
    // Relative Location (/api/v1/subidas/<id>): right behind any proxy; the URL never shows the bucket prefix.
    generateUrl: (_req, { path, id }) => `${path}/${area.urlSegment(id)}`,
    getFileIdFromRequest: (req) => pending.get(nodeRequest(req)!)?.id,
    // Same origin only: no CORS headers (the token is a bearer header, never a cookie).
    allowedOrigins: () => false,
    exposedHeaders: [REPLAYED_HEADER],
    disableTerminationForFinishedUploads: false,
    onUploadCreate: async (req) => {
      const metadata = pending.get(nodeRequest(req)!)?.metadata;
      if (!metadata) throw new HttpError(500, 'error_interno', MSG.errorInterno);
      return { metadata };
    },
    onUploadFinish: async (req, upload) => {
      const context = pending.get(nodeRequest(req)!);
      if (!context) throw new HttpError(500, 'error_interno', MSG.errorInterno);
      const { answer, replayed } = await finish(context, upload);
      return {
        status_code: 200,
        headers: { 'Content-Type': JSON_TYPE, ...(replayed ? { [REPLAYED_HEADER]: 'true' } : {}) },
        body: JSON.stringify(answer),
      };
    },
    onResponseError: (req, err) => {
      const http = toHttpError(err);
      if (http.statusCode >= 500) pending.get(nodeRequest(req)!)?.request.log.error({ err }, 'error en una subida tus');
      return { status_code: http.statusCode, body: JSON.stringify({ error: http.code, message: http.message }) };
    },
  });
  tus.on(EVENTS.POST_FINISH, (_req, _res, upload) => area.forgetFinished(upload.id));

  return async (request, reply, context) => {
    pending.set(request.raw, context);
    const raw = reply.raw;
    reply.hijack();
    const writeHead = raw.writeHead.bind(raw) as (...args: unknown[]) => typeof raw;
    raw.writeHead = (status: number, ...rest: unknown[]) => {
      // Error bodies come from onResponseError as JSON; a web Response with a string body says text/plain.
      const headers = rest[rest.length - 1];
      if (status >= 400 && Array.isArray(headers)) {
        for (let i = 0; i < headers.length; i += 2) if (String(headers[i]).toLowerCase() === 'content-type') headers[i + 1] = JSON_TYPE;
        // A refused PATCH (a wrong offset: a browser re-sent a cut request whole) brings up to a photo of bytes
        // nobody will use: close instead of reading them; the client asks for the offset on a new connection.
        if (!request.raw.complete) headers.push('Connection', 'close');
      }
      reply.statusCode = status; // the request log's status
      return writeHead(status, ...rest);
    };
    try {
      await tus.handle(request.raw, raw);
    } catch (err) {
      request.log.error({ err }, 'error en una subida tus');
      if (!raw.headersSent) raw.writeHead(500).end(JSON.stringify({ error: 'error_interno', message: MSG.errorInterno }));
      else raw.destroy();
    }
  };
}
