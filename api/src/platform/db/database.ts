import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config';
import { startEmbeddedDatabase, type EmbeddedDatabase, type EmbeddedEvent } from './embedded';
import { installTypeParsers } from './pg-types';
import type { DB } from './schema';

export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  /** Embedded only: the database child died on its own and is restarted, or was given up. */
  onEmbeddedEvent(listener: (event: EmbeddedEvent) => void): void;
  /** Embedded only: where the child listens and its process id (tests, diagnostics); null on PostgreSQL. */
  embeddedEndpoint(): { port: number; pid: number } | null;
  /**
   * LISTEN on `channels` (docs/decisions/mensajes.md). PostgreSQL: a dedicated connection, reconnected with backoff.
   * Embedded: the pool's own connection (PGlite is one backend: a NOTIFY comes back to the connection that sent it,
   * which is this process's only one). `onReconnect` runs after a connection was lost and made again: notifications
   * may have been missed meanwhile. Resolves a function that stops listening.
   */
  listen(channels: readonly string[], onNotification: Notified, onReconnect: () => void): Promise<() => Promise<void>>;
  /** The pool as it is now, and its errors so far (GET /metrics; docs/decisions/metrics.md). */
  poolStats(): PoolStats;
  /** Each time a query had to get a connection from the pool: how long it waited (seconds), or that it failed. */
  onPoolAcquire(listener: (seconds: number, failed: boolean) => void): void;
  close(): Promise<void>;
}

/**
 * The pg pool's state. Embedded: one connection, so `waiting` is the queries queued behind the one running; on
 * PostgreSQL at most 10 connections, and `waiting` the queries that found all of them busy.
 */
interface PoolStats {
  /** Connections open (in use or idle). */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  /** Connections lost or broken (the pool's and the checked-out clients' 'error' events), since start. */
  errors: number;
}

type Notified = (channel: string, payload: string) => void;

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/** A dedicated LISTEN connection to a PostgreSQL server, made again (500 ms, doubling, at most 30 s) when lost. */
async function listenOnServer(
  connectionString: string,
  channels: readonly string[],
  onNotification: Notified,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | null = null;
  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect(false);
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };
  async function connect(first: boolean): Promise<void> {
    const client = new pg.Client({ connectionString, keepAlive: true });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      void client.end().catch(() => {});
      retry();
    };
    client.on('notification', (n) => onNotification(n.channel, n.payload ?? ''));
    client.on('error', onLost);
    client.on('end', onLost);
    try {
      await client.connect();
      for (const channel of channels) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      onLost();
      if (first) throw err;
      return;
    }
    if (stopped) return void client.end().catch(() => {});
    current = client;
    delay = RECONNECT_MIN_MS;
    if (!first) onReconnect();
  }
  await connect(true);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await current?.end().catch(() => {});
  };
}

/**
 * One code path for both backends: Kysely's PostgresDialect over a pg.Pool.
 * Embedded: the pool talks to PGlite in a child process (platform/db/pglite-server.ts).
 *
 * The embedded pool has ONE connection on purpose: PGlite is a single backend that runs one
 * query at a time, and its socket server interleaves the messages of concurrent connections,
 * which is unsafe for the extended protocol (Parse/Bind/Execute of two clients mixed).
 * Queuing in the pool is the same throughput and always correct. Consequence for code:
 * inside `db.transaction().execute(trx => …)` use ONLY `trx`, never `db` (it would wait
 * for the connection the transaction holds).
 */
export async function openDatabase(config: AppConfig): Promise<Database> {
  installTypeParsers();
  let embedded: EmbeddedDatabase | null = null;
  let pool: pg.Pool;

  if (config.databaseUrl) {
    pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
  } else {
    embedded = await startEmbeddedDatabase(config.dataDir);
    pool = new pg.Pool({
      host: '127.0.0.1',
      port: embedded.port,
      user: 'postgres',
      password: embedded.password,
      database: 'postgres',
      max: 1,
      connectionTimeoutMillis: 30_000,
    });
  }
  // An idle client that loses its server emits 'error' on the pool; without a listener the
  // process would crash. The next query reconnects or fails with a mapped error (503).
  pool.on('error', () => {});
  // pg emits 'error' on a client whose connection dies even while it is checked out (the pool's own
  // listener is only attached to idle clients): without this, a database that goes away under load
  // crashes the API. The query that was running fails and is answered 503; the pool drops the client.
  // Embedded: notifications arrive on the pool's connection (see `listen`); a new connection (idle timeout, restarted
  // child) LISTENs again before its first query.
  let errors = 0;
  const notified = new Set<Notified>();
  const reconnected = new Set<() => void>();
  let listening: readonly string[] = [];
  let connections = 0;
  pool.on('connect', (client) => {
    client.on('error', () => {});
    // Idle or checked out, a connection that errs is broken and dropped: counted once (GET /metrics).
    client.once('error', () => void errors++);
    if (!embedded) return;
    client.on('notification', (n) => notified.forEach((f) => f(n.channel, n.payload ?? '')));
    connections++;
    if (listening.length > 0) {
      void client.query(listening.map((c) => `LISTEN ${pg.escapeIdentifier(c)}`).join('; ')).catch(() => {});
      if (connections > 1) setImmediate(() => reconnected.forEach((f) => f()));
    }
  });
  // A restarted child listens on a new port: new connections of the pool go there.
  embedded?.onEvent((event) => {
    if (event.type === 'restarted') (pool.options as { port?: number }).port = event.port;
  });

  // Kysely asks this wrapper for each connection: how long a query waited for one is told to GET /metrics.
  const acquired = new Set<(seconds: number, failed: boolean) => void>();
  const timedPool = {
    async connect() {
      const t0 = process.hrtime.bigint();
      const tell = (failed: boolean) => {
        const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
        acquired.forEach((f) => f(seconds, failed));
      };
      try {
        const client = await pool.connect();
        tell(false);
        return client;
      } catch (err) {
        tell(true);
        throw err;
      }
    },
    end: () => pool.end(),
  };
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: timedPool }) });
  let closed = false;

  return {
    db,
    kind: embedded ? 'embedded' : 'postgres',
    embeddedEndpoint() {
      return embedded ? { port: embedded.port, pid: embedded.pid } : null;
    },
    onEmbeddedEvent(listener) {
      embedded?.onEvent((event) => {
        if (!closed) listener(event);
      });
    },
    async listen(channels, onNotification, onReconnect) {
      if (config.databaseUrl) return listenOnServer(config.databaseUrl, channels, onNotification, onReconnect);
      listening = [...new Set([...listening, ...channels])];
      notified.add(onNotification);
      reconnected.add(onReconnect);
      await pool.query(channels.map((c) => `LISTEN ${pg.escapeIdentifier(c)}`).join('; '));
      return async () => {
        notified.delete(onNotification);
        reconnected.delete(onReconnect);
      };
    },
    poolStats() {
      return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, errors };
    },
    onPoolAcquire(listener) {
      acquired.add(listener);
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy(); // ends the pool
      await embedded?.stop();
    },
  };
}
