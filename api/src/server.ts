/**
 * Entry point: `node --import tsx api/src/server.ts`.
 * Validates the environment, builds the app (database, migrations, seed), listens, and
 * shuts down cleanly on SIGINT/SIGTERM (requests drain, pool closes, PGlite flushes).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { DataDirInUseError } from './platform/db/data-dir';
import { StartupError } from './platform/startup-error';

const started = Date.now();
// Files the server creates (JWT secret, uploads, the lock) are private to its user.
process.umask(0o077);
let app: FastifyInstance | null = null;
let stopping = false;

async function stop(signal: string, exitCode = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  app?.log.info({ signal }, 'cerrando el servidor');
  const force = setTimeout(() => {
    process.stderr.write('Cierre forzado tras 20 s / forced exit after 20 s\n');
    process.exit(1);
  }, 20_000);
  force.unref();
  // Requests in flight get 10 s to finish; connections still open after that (a client that never
  // completes its request, say) are closed so the server stops well before the forced exit.
  const cutoff = setTimeout(() => app?.server.closeAllConnections(), 10_000);
  cutoff.unref();
  try {
    await app?.close();
    process.exit(exitCode);
  } catch (err) {
    process.stderr.write(`Error al cerrar / shutdown error: ${String(err)}\n`);
    process.exit(1);
  }
}

process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  const config = loadConfig();
  app = await buildApp(config);
  app.database.onEmbeddedEvent((event) => {
    if (event.type === 'restarting')
      app?.log.error(`La base de datos embebida terminó inesperadamente (${event.detail}); reiniciándola. Mientras tanto la API responde 503.`);
    else if (event.type === 'restarted') app?.log.warn(`Base de datos embebida reiniciada en ${event.ms} ms`);
    else {
      app?.log.fatal(`La base de datos embebida no se pudo reiniciar (${event.detail}); el servidor se detiene.`);
      void stop('db-exit', 1);
    }
  });
  if (stopping) {
    await app.close();
    process.exit(0);
  }
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info({ ms: Date.now() - started }, `Informes de Campañas escuchando en ${address}`);
} catch (err) {
  if (err instanceof ConfigError || err instanceof StartupError || err instanceof DataDirInUseError) {
    process.stderr.write(`\n${err.message}\n\n`);
  } else {
    process.stderr.write(
      `\nNo se pudo arrancar el servidor / server failed to start:\n${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n\n`,
    );
  }
  try {
    await app?.close();
  } catch {
    /* ignore */
  }
  process.exit(1);
}
