import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A running embedded database child process (see pglite-server.ts). */
export interface EmbeddedDatabase {
  port: number;
  /** Ask the child to close PGlite (flushes data) and wait for it to exit. */
  stop(): Promise<void>;
  /** Called if the child exits without being asked to (crash, killed). */
  onUnexpectedExit(listener: (code: number | null, signal: NodeJS.Signals | null) => void): void;
}

const SERVER_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-server.ts');
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const pgdata = path.join(dataDir, 'pgdata');
  mkdirSync(pgdata, { recursive: true });

  const child: ChildProcess = fork(SERVER_SCRIPT, [pgdata], {
    // Explicit: do not inherit flags such as --test or --watch from the parent.
    execArgv: ['--import', import.meta.resolve('tsx')],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'json',
  });

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`La base de datos embebida no arrancó en ${START_TIMEOUT_MS / 1000} s / embedded database did not start`));
    }, START_TIMEOUT_MS);
    child.on('message', (msg: { type?: string; port?: number; message?: string }) => {
      if (msg.type === 'ready' && typeof msg.port === 'number') {
        clearTimeout(timer);
        resolve(msg.port);
      } else if (msg.type === 'error') {
        clearTimeout(timer);
        reject(new Error(`No se pudo abrir la base de datos embebida en ${pgdata}: ${msg.message}`));
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`La base de datos embebida terminó al arrancar (code ${code}, signal ${signal})`));
    });
  });

  let stopping: Promise<void> | null = null;
  const exitListeners: Array<(code: number | null, signal: NodeJS.Signals | null) => void> = [];
  child.once('exit', (code, signal) => {
    if (!stopping) for (const listener of exitListeners) listener(code, signal);
  });
  return {
    port,
    onUnexpectedExit(listener) {
      exitListeners.push(listener);
    },
    stop() {
      if (!stopping) {
        stopping = (async () => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          if (child.connected) child.send({ type: 'shutdown' });
          else child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
          await exited;
          clearTimeout(timer);
        })();
      }
      return stopping;
    },
  };
}
