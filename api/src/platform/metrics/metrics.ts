import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database';

/**
 * The numbers GET /metrics shows (docs/decisions/metrics.md): one registry per app (tests build several in one
 * process). The platform's own metrics are made here; a module adds its own in its setup through `gauge` and
 * `counter`, and a scheduled job its last success through `lastSuccess`.
 */

/** Every metric's name starts with this: the product's, apart from whatever else a Prometheus scrapes. */
const METRICS_PREFIX = 'informes_';

/** The route label of a request no route matched (unknown URLs, the app's pages): one value, whatever the URL. */
const UNMATCHED_ROUTE = 'unmatched';

/** Seconds: from a quick JSON answer to a photo sent on a slow phone. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
/** Seconds a query waited for a database connection. */
const POOL_BUCKETS = [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

type Read = () => number | Promise<number>;

export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'route' | 'method' | 'status'>;
  private readonly durations: Histogram<'route' | 'method' | 'status'>;
  private readonly tareas = new Map<string, () => Promise<Date | null>>();

  constructor() {
    // Event-loop lag, memory, CPU, open handles, GC: prom-client's own set.
    collectDefaultMetrics({ register: this.registry, prefix: METRICS_PREFIX });
    // Gauges named like counters (promtool refuses them); `nodejs_active_handles` etc. say the same by type.
    for (const name of ['active_handles_total', 'active_requests_total', 'active_resources_total'])
      this.registry.removeSingleMetric(`${METRICS_PREFIX}nodejs_${name}`);
    const labelNames = ['route', 'method', 'status'] as const;
    this.requests = this.counter('http_requests_total', 'Peticiones HTTP atendidas, por plantilla de ruta, método y estado.', labelNames);
    this.durations = new Histogram({
      name: `${METRICS_PREFIX}http_request_duration_seconds`,
      help: 'Tiempo de respuesta de las peticiones HTTP en segundos, por plantilla de ruta, método y estado.',
      labelNames,
      buckets: HTTP_BUCKETS,
      registers: [this.registry],
    });
    const registry = this.registry;
    const tareas = this.tareas;
    new Gauge({
      name: `${METRICS_PREFIX}tarea_last_success_timestamp_seconds`,
      help: 'Última vez que una tarea programada terminó bien (hora Unix en segundos); 0 si nunca.',
      labelNames: ['tarea'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const [tarea, read] of tareas) {
          const at = await read().catch(() => undefined);
          this.set({ tarea }, at === undefined ? NaN : at ? at.getTime() / 1000 : 0);
        }
      },
    });
  }

  /** One answered request. `route`: Fastify's route template (`/api/v1/informes/:id`), never the URL. */
  recordRequest(route: string | undefined, method: string, status: number, seconds: number): void {
    const labels = { route: route ?? UNMATCHED_ROUTE, method, status: String(status) };
    this.requests.inc(labels);
    this.durations.observe(labels, seconds);
  }

  /** A counter of this app (`name` without the prefix; it must end in `_total`). */
  counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
    return new Counter({ name: `${METRICS_PREFIX}${name}`, help, labelNames, registers: [this.registry] });
  }

  /** A gauge read at each scrape (`name` without the prefix); NaN when it cannot be read (the database is down). */
  gauge(name: string, help: string, read: Read): void {
    new Gauge({
      name: `${METRICS_PREFIX}${name}`,
      help,
      registers: [this.registry],
      async collect() {
        this.set(await Promise.resolve(read()).catch(() => NaN));
      },
    });
  }

  /** A scheduled job's last success, read at each scrape: `tarea_last_success_timestamp_seconds{tarea}`. */
  lastSuccess(tarea: string, read: () => Promise<Date | null>): void {
    this.tareas.set(tarea, read);
  }

  /** The database pool's state and its waits (platform/db/database.ts, PoolStats). */
  watchDatabase(database: Database): void {
    const stats = () => database.poolStats();
    this.gauge('db_pool_connections', 'Conexiones abiertas del grupo de la base de datos (en uso o libres).', () => stats().total);
    this.gauge('db_pool_idle_connections', 'Conexiones libres del grupo de la base de datos.', () => stats().idle);
    this.gauge('db_pool_waiting_queries', 'Consultas que esperan una conexión libre de la base de datos.', () => stats().waiting);
    let seen = 0;
    new Counter({
      name: `${METRICS_PREFIX}db_pool_errors_total`,
      help: 'Conexiones de la base de datos perdidas o rotas desde el arranque.',
      registers: [this.registry],
      // Follows the pool's own tally: incremented by the difference at each scrape.
      collect() {
        const now = stats().errors;
        if (now > seen) this.inc(now - seen);
        seen = now;
      },
    });
    const waits = new Histogram({
      name: `${METRICS_PREFIX}db_pool_acquire_seconds`,
      help: 'Tiempo que una consulta esperó una conexión de la base de datos, en segundos.',
      buckets: POOL_BUCKETS,
      registers: [this.registry],
    });
    const failures = this.counter('db_pool_acquire_failures_total', 'Consultas que no obtuvieron conexión (base de datos caída, tiempo agotado).');
    database.onPoolAcquire((seconds, failed) => {
      if (failed) failures.inc();
      else waits.observe(seconds);
    });
  }

  /** The Prometheus text of every metric now. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
