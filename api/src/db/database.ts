import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded';
import { installTypeParsers } from './pg-types';
import type { DB } from './schema';

export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  /** Embedded only: called if the database child process dies on its own. */
  onUnexpectedExit(listener: (detail: string) => void): void;
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
      database: 'postgres',
      max: 1,
      connectionTimeoutMillis: 30_000,
    });
  }
  // An idle client that loses its server emits 'error' on the pool; without a listener the
  // process would crash. The next query reconnects or fails with a mapped error.
  pool.on('error', () => {});

  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;

  return {
    db,
    kind: embedded ? 'embedded' : 'postgres',
    onUnexpectedExit(listener) {
      embedded?.onUnexpectedExit((code, signal) => {
        if (!closed) listener(`code ${code}, signal ${signal}`);
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
