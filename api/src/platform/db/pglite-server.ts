/**
 * Child process that owns the embedded database (docs/decisions/embedded-database.md): PGlite runs
 * queries on the thread that owns it, so it lives here, off the API's event loop.
 *
 * Opens PGlite persisted in argv[2] (with pg_trgm) and serves it over the PostgreSQL wire protocol on
 * 127.0.0.1 with a free port. PGlite itself trusts every client, so each connection must first pass an
 * MD5 password challenge with the per-start password the parent sends over IPC (never in argv, the
 * environment or a file); a wrong password is refused with 28P01 like PostgreSQL does.
 *   ← { type: 'start', password }   → { type: 'ready', port }   |   → { type: 'error', message }
 *   ← { type: 'shutdown' }          (parent asks for a clean close)
 * It closes PGlite (flushing data) and exits when the parent asks, when the parent dies (IPC
 * disconnect), or on SIGTERM. SIGINT (Ctrl-C reaches the whole process group) is left to the parent,
 * which finishes its requests and then sends 'shutdown'.
 */
import './private-files';
import type { Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer, type PGLiteSocketServerOptions } from '@electric-sql/pglite-socket';
import { authenticate } from './wire-auth';

const dataDir = process.argv[2];
if (!dataDir) {
  process.stderr.write('pglite-server: falta el directorio de datos / missing data directory\n');
  process.exit(2);
}
// Files of the database are private to the user running the server.
process.umask(0o077);

/** The socket server with a password handshake in front of PGlite's own connection handler. */
class AuthenticatedSocketServer extends PGLiteSocketServer {
  constructor(
    options: PGLiteSocketServerOptions,
    private readonly password: string,
  ) {
    super(options);
  }

  async authenticateThenHandle(socket: Socket): Promise<void> {
    const startup = await authenticate(socket, this.password);
    if (!startup) return;
    // PGlite answers the startup message itself (AuthenticationOk, parameters, ReadyForQuery).
    socket.unshift(startup);
    const handle = (PGLiteSocketServer.prototype as unknown as { handleConnection: (this: unknown, s: Socket) => Promise<void> }).handleConnection;
    await handle.call(this, socket);
    socket.resume();
  }
}
// The base class calls this.handleConnection(socket) for every accepted connection.
(AuthenticatedSocketServer.prototype as unknown as { handleConnection(s: Socket): Promise<void> }).handleConnection = function (
  this: AuthenticatedSocketServer,
  socket: Socket,
) {
  return this.authenticateThenHandle(socket);
};

let db: PGlite | null = null;
let server: PGLiteSocketServer | null = null;
let closing: Promise<void> | null = null;

function send(message: object): void {
  if (process.connected && process.send) process.send(message, (err: Error | null) => void err);
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

async function start(password: string): Promise<void> {
  try {
    db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    // The API's pg.Pool opens one connection (see platform/db/database.ts); a few more are allowed so a
    // reconnect is never refused while the old socket is still being detached.
    server = new AuthenticatedSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 }, password);
    await server.start();
    const port = Number(server.getServerConn().split(':').pop());
    send({ type: 'ready', port });
  } catch (err) {
    send({ type: 'error', message: err instanceof Error ? err.message : String(err) });
    await shutdown(1);
  }
}

process.on('message', (msg: unknown) => {
  const m = msg as { type?: string; password?: unknown };
  if (m?.type === 'start' && typeof m.password === 'string' && m.password.length >= 16 && !db) void start(m.password);
  if (m?.type === 'shutdown') void shutdown();
});
process.on('disconnect', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => {
  if (!process.connected) void shutdown();
});
