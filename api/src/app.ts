import http from 'node:http';
import type { Duplex } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import './platform/app-context';
import type { AppConfig } from './platform/config';
import { refuseKnownPasswords } from './platform/auth/known-passwords';
import { LoginLimits } from './platform/auth/login-limits';
import { resolveJwtSecret } from './platform/auth/jwt-secret';
import { SIGNED_URL_STEP_SECONDS, SIGNED_URL_TTL_SECONDS, SignedUrlSigner } from './platform/auth/signed-url';
import { configureHashing, prepareDummyHash } from './platform/auth/password';
import { purgeOldSessions } from './platform/auth/session-repository';
import { TokenService } from './platform/auth/tokens';
import { lockDataDir, securePermissions } from './platform/db/data-dir';
import { openDatabase } from './platform/db/database';
import { migrate } from './platform/db/migrate';
import { seed } from './seed';
import { installErrorHandler } from './platform/http/error-handler';
import { sweepIdempotencyKeys } from './platform/http/idempotency';
import { installJsonParser } from './platform/http/json-body';
import { trustProxyFunction } from './platform/http/trust-proxy';
import { registerOpenApi, routeDefaults } from './platform/http/openapi';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { MSG } from './platform/http/errors';
import { OneLinePerRequest } from './platform/http/request-log';
import { installValidators } from './platform/http/validator';
import { installTextRule } from './platform/http/text-input';
import { registerNamedSchemas } from './platform/schemas/named';
import { installSerializer } from './platform/http/serializer';
import { MODULES } from './modules/index';
import { registerUniqueKeys } from './platform/db/errors';
import { configRoute } from './platform/static/config-route';
import { pruneEvents } from './platform/live-events';
import { registerFrontends } from './platform/static/frontends';
import { registerMetricsRoute, setupMetrics } from './platform/metrics/routes';

const API_PREFIX = '/api/v1';

/** A request Node could not even parse, or whose headers never finished arriving: a JSON answer, then close. */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, error, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'tiempo_agotado', 'La petición tardó demasiado en llegar']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'cabeceras_muy_grandes', 'Las cabeceras de la petición son demasiado grandes']
        : [400, 'solicitud_invalida', 'Solicitud inválida'];
  const body = JSON.stringify({ error, message });
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.body.password', 'req.body.currentPassword', 'req.body.newPassword'],
    hooks: {
      // A browser that navigates away mid-download makes @fastify/compress log "premature close" as an error;
      // it is the client leaving, not a server fault: keep it at debug so real errors stand out.
      logMethod(args, method, level) {
        const first: unknown = args[0];
        const clientAbort =
          first instanceof Error && (first.message === 'premature close' || (first as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE');
        if (clientAbort && level > 20) {
          if (this.isLevelEnabled('debug')) this.debug({ err: first }, 'client closed the connection early');
          return;
        }
        return method.apply(this, args);
      },
    },
    ...(config.prettyLogs ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
}

/** An app page (index.html with its preloads and prerendered frame): always revalidated. */
function sendPage(reply: FastifyReply, page: string): FastifyReply {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
}

/**
 * Builds the whole server: opens the database (embedded PGlite child or PostgreSQL),
 * migrates, seeds, registers the API under /api/v1, /config.json and the front ends.
 * Does not listen; `await app.close()` also closes the database.
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    logController: new OneLinePerRequest(),
    // Never a number: Fastify ≥ 5.12 trusts no hop for one (docs/decisions/login-limits.md, "Behind a proxy").
    trustProxy: trustProxyFunction(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Slow clients: headers within HEADERS_TIMEOUT_MS, the whole request within REQUEST_TIMEOUT_MS, checked
    // every second or so (Node checks every 30 s by default), idle keep-alive connections closed after 5 s.
    serverFactory: (handler) =>
      http.createServer(
        {
          headersTimeout: config.headersTimeoutMs,
          requestTimeout: config.requestTimeoutMs,
          connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs),
          keepAliveTimeout: 5000,
        },
        handler,
      ),
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: 5000,
    // Every answer, also Fastify's and Node's own, has the `{ error, message }` shape.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.status(400).send({ error: 'solicitud_invalida', message: 'La dirección de la petición no es válida' });
    },
    clientErrorHandler: answerClientError,
    return503OnClosing: true,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // DATA_DIR is private, and only one server may open an embedded database (docs/decisions/embedded-database.md).
  securePermissions(config.dataDir);
  const lock = config.databaseUrl ? null : lockDataDir(config.dataDir);
  let database;
  try {
    database = await openDatabase(config);
  } catch (err) {
    lock?.release();
    throw err;
  }
  try {
    const t0 = Date.now();
    const applied = await migrate(database.db);
    if (applied.length > 0) app.log.info({ applied }, 'migraciones aplicadas');
    const seeded = await seed(database.db, config, (msg) => app.log.info(msg));
    await refuseKnownPasswords(database.db, config);
    await purgeOldSessions(database.db);
    await prepareDummyHash();
    app.log.info({ ms: Date.now() - t0, seeded, database: database.kind }, 'base de datos lista');
  } catch (err) {
    await database.close();
    lock?.release();
    throw err;
  }

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  setupMetrics(app); // before the modules' setup: they add their own numbers (docs/decisions/metrics.md)
  const secret = resolveJwtSecret(config);
  app.decorate('tokens', new TokenService(secret));
  app.decorate('signedUrls', new SignedUrlSigner(secret, SIGNED_URL_TTL_SECONDS, Date.now, SIGNED_URL_STEP_SECONDS));
  configureHashing(config.hashConcurrency);
  const loginLimits = new LoginLimits(database.db, config);
  app.decorate('loginLimits', loginLimits);
  // Old limit keys and expired Idempotency-Keys are swept at start and every ten minutes (any instance may do it;
  // docs/decisions/idempotency.md).
  const sweep = () => {
    void loginLimits.sweep().catch((err: unknown) => app.log.warn({ err: String(err) }, 'no se pudieron limpiar los límites de acceso'));
    void sweepIdempotencyKeys(database.db).catch((err: unknown) =>
      app.log.warn({ err: String(err) }, 'no se pudieron limpiar las claves de idempotencia'),
    );
    void pruneEvents(database.db).catch((err: unknown) => app.log.warn({ err: String(err) }, 'no se pudieron podar los eventos'));
  };
  const sweeper = setInterval(sweep, 10 * 60_000);
  sweeper.unref();
  sweep();
  app.addHook('onClose', async () => clearInterval(sweeper));
  // Each domain module's own setup (decorations, background work), in the order of modules/index.ts.
  try {
    for (const module of MODULES) {
      registerUniqueKeys(module.uniqueKeys ?? {});
      await module.setup?.(app);
    }
  } catch (err) {
    await database.close();
    lock?.release();
    throw err;
  }
  app.decorateRequest('auth', null);
  app.addHook('onClose', async () => {
    await database.close();
    lock?.release();
  });
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (lock && address && typeof address === 'object') lock.setAddress(`http://${address.address}:${address.port}`);
  });

  // Everything below registers plugins and routes: a failure (a route without its contract, a bad schema) must not leave
  // the database's child process or the data directory's lock behind, or the process never ends.
  try {
    // JS modules (incl. .mjs workers) as text/javascript (docs/architecture.md, known pitfalls: MapLibre).
    app.addHook('onSend', async (_request, reply, payload) => {
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('application/javascript')) {
        reply.header('content-type', 'text/javascript; charset=utf-8');
      }
      return payload;
    });

    registerNamedSchemas(app); // before the validators compile a route's `$ref` to them (platform/schemas/named.ts)
    installValidators(app);
    installSerializer(app);
    installTextRule(app); // before any route: its hook runs ahead of the routes' own (docs/decisions/text-input.md)
    installJsonParser(app);
    installErrorHandler(app);
    await registerSecurityHeaders(app, config);
    await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

    routeDefaults(app, API_PREFIX);
    await registerOpenApi(app, API_PREFIX);
    await app.register(
      async (api) => {
        for (const module of MODULES) for (const [prefix, plugin] of module.routes) await api.register(plugin, { prefix });
      },
      { prefix: API_PREFIX },
    );
    app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
    registerMetricsRoute(app);
    await app.register(configRoute);
    const elsewhere = Object.entries(config.remoteUrls).flatMap(([name, url]) => (url ? [name] : []));
    const frontends = await registerFrontends(app, config.staticRoot, elsewhere);

    // `/` is the app for any client. Without this route the static plugin answers it as a directory (403) to a
    // client that sends no Accept-Encoding (curl, load-balancer health checks), before the fallback below.
    app.get('/', { schema: { hide: true } }, (request, reply) => {
      const page = frontends.page(request.url);
      if (page === null) return reply.status(404).send({ error: 'no_encontrado', message: MSG.noEncontrado });
      return sendPage(reply, page);
    });

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0];
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api/') && url !== '/api' && !url.startsWith('/remotes/');
      const page = isPage && wantsHtml ? frontends.page(request.url) : null;
      if (page !== null) {
        // SPA fallback: the host router decides (it redirects unknown paths). /login, / and remotes' screens come prerendered.
        return sendPage(reply, page);
      }
      const message = url.startsWith('/api/') || url === '/api' ? MSG.rutaNoEncontrada : MSG.noEncontrado;
      return reply.status(404).send({ error: 'no_encontrado', message });
    });
  } catch (err) {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    lock?.release();
    throw err;
  }
  return app;
}
