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
  close(): Promise<void>;
}

/**
 * One code path for both backends: Kysely's PostgresDialect over a pg.Pool.
 * Embedded: the pool talks to PGlite in a child process (db/pglite-server.ts).
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
  pool.on('connect', (client) => client.on('error', () => {}));
  // A restarted child listens on a new port: new connections of the pool go there.
  embedded?.onEvent((event) => {
    if (event.type === 'restarted') (pool.options as { port?: number }).port = event.port;
  });

  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
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
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy(); // ends the pool
      await embedded?.stop();
    },
  };
}
