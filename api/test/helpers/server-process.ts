import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { programArgs } from '../../../scripts/lib/api-programs.mjs';
import { TEST_JWT_SECRET } from './test-app';

/** The real server as its own process (what `npm start` runs), for tests of start-up, signals and sockets. */
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves the listening URL, or rejects with the output when the process exits first. */
  ready: Promise<string>;
}

/** Starts the API's server (`node api/src/server.ts`) on DATA_DIR (demo data, a free port); `env` adds or overrides variables. */
export function startServer(dataDir: string, env: Record<string, string> = {}): Server {
  const child = spawn(process.execPath, programArgs('server'), {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      JWT_SECRET: TEST_JWT_SECRET,
      STATIC_ROOT: path.join(dataDir, 'no-static'),
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      AVISOS_CADA_S: '0', // as in startTestApp: the notices' pass runs when a test says so
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /escuchando en (http:\/\/[\d.:]+)/.exec(out);
      if (m) {
        clearInterval(timer);
        resolve(m[1]);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`exited ${code}:\n${out}`));
    });
  });
  ready.catch(() => {});
  return { child, output: () => out, exited, ready };
}

export async function stopServer(s: Server): Promise<void> {
  if (s.child.exitCode !== null || s.child.signalCode !== null) return;
  s.child.kill('SIGTERM');
  await s.exited;
}
