import type { FastifyInstance } from 'fastify';
import { metricsAllowed } from './access';
import { Metrics } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** GET /metrics's registry: a module adds its own numbers in its setup (docs/decisions/metrics.md). */
    metrics: Metrics;
  }
}

/** Where Prometheus scrapes: beside /api/v1, not in it (infrastructure, not the product's API). */
const METRICS_PATH = '/metrics';

/**
 * Decorates `app.metrics` (before the modules' setup, which add theirs) and counts every answered request by its
 * route template. The route itself comes with `registerMetricsRoute`, once the routes are being registered.
 */
export function setupMetrics(app: FastifyInstance): void {
  const metrics = new Metrics();
  metrics.watchDatabase(app.database);
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    metrics.recordRequest(request.routeOptions.url, request.method, reply.statusCode, reply.elapsedTime / 1000);
  });
}

/** GET /metrics in Prometheus' text format; to anyone not allowed, the same 404 as a URL that does not exist. */
export function registerMetricsRoute(app: FastifyInstance): void {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!metricsAllowed(request.socket.remoteAddress, request.headers, app.config.metricsToken)) return reply.callNotFound();
    const { contentType, body } = await app.metrics.scrape();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}
