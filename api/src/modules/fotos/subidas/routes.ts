import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { TUS_RESUMABLE } from '@tus/server';
import type { SessionUser } from 'shared/contracts';
import { uploadMaxBytes } from '../../../platform/config';
import { currentUser, requirePermission } from '../../../platform/auth/guard';
import { settleUnreadBody } from '../../../platform/http/error-handler';
import { badRequest, HttpError } from '../../../platform/http/errors';
import { REPLAYED_HEADER } from '../../../platform/http/idempotency';
import { contract, signedIn } from '../../../platform/http/route-contract';
import { presentArchivo } from '../archivos/presenter';
import { EDITABLE_REPORT, PHOTO_FILE } from '../archivos/schemas';
import { parseUploadMetadata, readUploadMeta } from './metadata';
import { MSG_SUBIDAS } from './refusals';
import { SubidaCreateSchema, SubidaResponses, TUS } from './schemas';
import { checkSubida, claimSubida, finishSubida } from './service';
import { createTusHandler } from './tus-server';
import { UploadAuth } from './upload-auth';

/**
 * /subidas — resumable photo uploads with the tus protocol 1.0.0 (@tus/server), for the field: an upload cut off
 * by the network resumes where it stopped (docs/decisions/photos-storage.md, "Resumable uploads").
 *
 *   POST   /subidas        creation (+ creation-with-upload): every check that needs no byte of the file
 *   HEAD   /subidas/:id    offset so far
 *   PATCH  /subidas/:id    bytes at Upload-Offset; the first ones must be an image; the last one records the photo
 *   DELETE /subidas/:id    termination
 *
 * Fastify authenticates and checks each request (the user, the report, the upload's owner: service.ts) and answers
 * refusals in the API's `{ error, message }` shape; then the raw request goes to @tus/server (tus-server.ts), whose
 * last PATCH of an upload records the photo (finishSubida). A URL with a query string or a fragment is refused before
 * anything else (400).
 */
export const subidasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const area = app.uploads;
  const write = requirePermission('informes.write');
  // HEAD and PATCH: the session and the report in one query when this instance knows the session's user.
  const uploadAuth = new UploadAuth(async (request, userId) => {
    const id = area.idOfUrl((request.params as { id?: string }).id ?? '');
    const meta = id ? readUploadMeta((await area.describe(id))?.metadata) : undefined;
    return meta?.usuarioId === userId ? meta.informeId : undefined;
  });
  const tus = createTusHandler(app, area, uploadMaxBytes(app.config), (context, upload) => finishSubida(app, context, upload));

  function requireTusHeader(request: FastifyRequest): void {
    if (request.headers['tus-resumable'] !== TUS_RESUMABLE) throw new HttpError(412, 'version_tus', MSG_SUBIDAS.tusResumable);
  }

  // tus reads the request body itself (PATCH application/offset+octet-stream, or POST with creation-with-upload).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('tus-resumable', TUS_RESUMABLE);
    // tus URLs are the Location the server gave: never a query or a fragment, which the router and a library may read
    // differently (the router routes `/subidas/<id>?/<other>` and `…#/<other>` to <id>). Refused before the session.
    if (/[?#]/.test(request.raw.url ?? '')) throw badRequest('solicitud_invalida', MSG_SUBIDAS.consulta);
  });

  app.post(
    '/',
    {
      onRequest: write,
      schema: {
        ...contract(
          'subidas',
          'createUpload',
          'Iniciar una subida reanudable',
          signedIn(TUS, EDITABLE_REPORT, PHOTO_FILE, {
            '400': ['longitud_invalida', 'metadatos_invalidos'],
            // quota.ts: the report's free places, the user's unfinished uploads (Retry-After).
            '409': ['informe_con_subidas_pendientes'],
            '429': ['demasiadas_subidas_pendientes'],
          }),
        ),
        ...SubidaCreateSchema,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      uploadAuth.remember(request);
      requireTusHeader(request);
      const headers = request.headers;
      const length = String(headers['upload-length'] ?? '');
      if (headers['upload-defer-length'] !== undefined || headers['upload-concat'] !== undefined || !/^[0-9]{1,15}$/.test(length)) {
        throw badRequest('longitud_invalida', MSG_SUBIDAS.longitud);
      }
      const claim = await claimSubida(app, request, user, parseUploadMetadata(headers['upload-metadata']), Number(length));
      if (claim.kind === 'stored') {
        settleUnreadBody(request, reply);
        return reply
          .status(200)
          .header(REPLAYED_HEADER, 'true')
          .send(await presentArchivo(app, claim.row));
      }
      reply.raw.once('close', app.photos.receivingUpload()); // work after earlier answers waits (photo-files.ts)
      // Kept only when its 201 (and Location) went out whole; else (refused, failed, cut off while its first bytes
      // arrived) its place is freed and whatever tus stored removed. A 200 (completed here) was removed by finishSubida.
      const delivered = new Promise<boolean>((resolve) =>
        reply.raw.once('close', () => resolve(reply.raw.statusCode === 201 && reply.raw.writableFinished)),
      );
      try {
        await tus(request, reply, { request, user, id: claim.id, metadata: claim.metadata });
      } finally {
        void delivered
          .then((kept) => (kept ? undefined : area.remove(claim.id)))
          .catch((e: unknown) => request.log.warn({ err: String(e) }, 'no se pudo quitar una subida no creada'));
      }
      return reply;
    },
  );

  app.options('/', { schema: { hide: true } }, async (request, reply) => {
    await tus(request, reply, { request, user: { id: 0 } as SessionUser });
    return reply;
  });

  for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
    app.route({
      method,
      url: '/:id',
      onRequest:
        method === 'DELETE'
          ? write
          : async function (request, reply) {
              await uploadAuth.hook(this, request, reply);
            },
      schema: SubidaResponses[method],
      handler: async (request, reply) => {
        const user = currentUser(request);
        requireTusHeader(request);
        const id = await checkSubida(app, request, user, request.params.id, method, uploadAuth);
        if (method === 'PATCH') reply.raw.once('close', app.photos.receivingUpload()); // photo bytes: later work waits
        await tus(request, reply, { request, user, id });
        return reply;
      },
    });
  }
};
