import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The embedded database: PGlite in a supervised child process (pglite-server.ts), reached over
 * 127.0.0.1 with a random password made for this start (docs/decisions/embedded-database.md).
 * When the child dies on its own it is started again (new port, same password) up to
 * MAX_RESTARTS times within RESTART_WINDOW_MS; past that the database is given up and the server
 * stops for its supervisor. While it is away, queries fail and the API answers 503.
 */
export type EmbeddedEvent =
  { type: 'restarting'; detail: string } | { type: 'restarted'; port: number; ms: number } | { type: 'failed'; detail: string };

export interface EmbeddedDatabase {
  /** Current port (it changes when the child is restarted). */
  readonly port: number;
  /** Process id of the current child. */
  readonly pid: number;
  /** Password of this start, for the API's pool only. */
  readonly password: string;
  onEvent(listener: (event: EmbeddedEvent) => void): void;
  /** Ask the child to close PGlite (flushes data) and wait for it to exit. */
  stop(): Promise<void>;
}

const SERVER_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-server.ts');

/**
 * PostgreSQL compiled to WebAssembly: V8 runs it first with its baseline compiler and recompiles a function with the
 * optimising one once it has run "enough". By default that is soon, so a start and the first queries recompile
 * thousands of lukewarm functions on background threads. A budget 500× the default keeps that for the hot ones:
 * less CPU from the start and as fast or faster after 10 000 queries (docs/decisions/embedded-database.md,
 * "WebAssembly tiering").
 */
const WASM_TIERING = '--wasm-tiering-budget=1000000000';

/**
 * The child's program and node's flags for it: pglite-server.ts through tsx, or under `npm test` the bundle of it in
 * API_PROGRAMS_DIR (scripts/lib/api-programs.mjs): the same source without tsx's loader, ~0.35 s of CPU less a start.
 */
function childProgram(): { script: string; execArgv: string[] } {
  const bundles = process.env.API_PROGRAMS_DIR;
  if (bundles) return { script: path.join(bundles, 'pglite-server.mjs'), execArgv: ['--enable-source-maps', WASM_TIERING] };
  return { script: SERVER_SCRIPT, execArgv: ['--import', import.meta.resolve('tsx'), WASM_TIERING] };
}
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

interface RunningChild {
  child: ChildProcess;
  port: number;
  exited: Promise<void>;
}

async function startChild(pgdata: string, password: string): Promise<RunningChild> {
  const { script, execArgv } = childProgram();
  const child: ChildProcess = fork(script, [pgdata], {
    // Explicit: do not inherit flags such as --test or --watch from the parent.
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'json',
  });
  // A send on a channel that just closed emits 'error': never an uncaught event.
  child.on('error', () => {});
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
    child.send({ type: 'start', password });
  });
  return { child, port, exited };
}

export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const pgdata = path.join(dataDir, 'pgdata');
  mkdirSync(pgdata, { recursive: true, mode: 0o700 });
  const password = randomBytes(24).toString('base64url');
  const listeners: Array<(event: EmbeddedEvent) => void> = [];
  const emit = (event: EmbeddedEvent) => listeners.forEach((l) => l(event));
  const restarts: number[] = [];
  let stopping: Promise<void> | null = null;
  let current = await startChild(pgdata, password);

  const watch = (running: RunningChild) => {
    running.child.once('exit', (code, signal) => {
      if (stopping || running !== current) return;
      void restart(`code ${code}, signal ${signal}`);
    });
  };

  async function restart(detail: string): Promise<void> {
    const now = Date.now();
    while (restarts.length && now - restarts[0] > RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length >= MAX_RESTARTS) {
      emit({ type: 'failed', detail: `${detail}; ${MAX_RESTARTS} reinicios en ${RESTART_WINDOW_MS / 1000} s` });
      return;
    }
    restarts.push(now);
    emit({ type: 'restarting', detail });
    try {
      const next = await startChild(pgdata, password);
      if (stopping) {
        next.child.send({ type: 'shutdown' });
        return;
      }
      current = next;
      watch(next);
      emit({ type: 'restarted', port: next.port, ms: Date.now() - now });
    } catch (err) {
      await restart(err instanceof Error ? err.message : String(err));
    }
  }

  watch(current);
  return {
    get port() {
      return current.port;
    },
    get pid() {
      return current.child.pid ?? -1;
    },
    password,
    onEvent(listener) {
      listeners.push(listener);
    },
    stop() {
      if (!stopping) {
        stopping = (async () => {
          const { child, exited } = current;
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
