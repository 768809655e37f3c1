/**
 * Child process that owns the embedded database (DESIGN §5: PGlite runs queries on the
 * thread that owns it, so it lives here, off the API's event loop).
 *
 * Opens PGlite persisted in argv[2] (with pg_trgm), serves it over the PostgreSQL wire
 * protocol on 127.0.0.1 with a free port, and reports that port to the parent over IPC:
 *   → { type: 'ready', port }   |   → { type: 'error', message }
 *   ← { type: 'shutdown' }     (parent asks for a clean close)
 * It closes PGlite (flushing data) and exits when the parent asks, when the parent dies
 * (IPC disconnect), or on SIGTERM. SIGINT (Ctrl-C reaches the whole process group) is left
 * to the parent, which finishes its requests and then sends 'shutdown'.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const dataDir = process.argv[2];
if (!dataDir) {
  process.stderr.write('pglite-server: falta el directorio de datos / missing data directory\n');
  process.exit(2);
}

let db: PGlite | null = null;
let server: PGLiteSocketServer | null = null;
let closing: Promise<void> | null = null;

function send(message: object): void {
  if (process.connected && process.send) process.send(message);
}

function shutdown(exitCode = 0): Promise<void> {
  if (!closing) {
    closing = (async () => {
      try {
        await server?.stop();
      } catch {
        /* already stopped */
      }
      try {
        if (db && !db.closed) await db.close();
      } catch (err) {
        process.stderr.write(`pglite-server: error al cerrar / close error: ${String(err)}\n`);
        exitCode = 1;
      }
      process.exit(exitCode);
    })();
  }
  return closing;
}

process.on('message', (msg: unknown) => {
  if (typeof msg === 'object' && msg !== null && (msg as { type?: string }).type === 'shutdown') void shutdown();
});
process.on('disconnect', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => {
  if (!process.connected) void shutdown();
});

try {
  db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  // The API's pg.Pool opens one connection (see db/database.ts); a few more are allowed so a
  // reconnect is never refused while the old socket is still being detached.
  server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  send({ type: 'ready', port });
} catch (err) {
  send({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  await shutdown(1);
}
