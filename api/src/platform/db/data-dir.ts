import { chmodSync, closeSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the embedded database, the JWT secret and the uploaded photos
 * (docs/decisions/embedded-database.md):
 * - it is private to the user running the server: directories 0700, files 0600, also for files an
 *   older version created with looser modes;
 * - one server at a time may open its embedded database: two PGlite instances writing the same files
 *   corrupt them. The lock file names the running server (pid, address); a lock left by a process that
 *   no longer runs (killed, machine restarted) is taken over.
 */

export class DataDirInUseError extends Error {}

const LOCK_FILE = 'servidor.lock';

interface LockInfo {
  pid: number;
  /** Start time of the process (Linux /proc ticks), so a reused pid is not mistaken for the owner. */
  start: string | null;
  address: string | null;
  since: string;
}

/** Creates DATA_DIR if needed and makes it and everything in it private (dirs 0700, files 0600). */
export function securePermissions(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const walk = (p: string) => {
    const st = lstatSync(p);
    if (st.isSymbolicLink()) return;
    if (st.isDirectory()) {
      if ((st.mode & 0o777) !== 0o700) chmodSync(p, 0o700);
      for (const name of readdirSync(p)) walk(path.join(p, name));
    } else if ((st.mode & 0o777) !== 0o600) chmodSync(p, 0o600);
  };
  walk(dir);
}

function processStart(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat, after the command name in parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(info: LockInfo): boolean {
  try {
    process.kill(info.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const start = processStart(info.pid);
  return info.start === null || start === null || start === info.start;
}

function readLock(file: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
    return Number.isInteger(info.pid) ? info : null;
  } catch {
    return null;
  }
}

/** Where the server that holds DATA_DIR's lock listens, when one runs and has said so; else null. */
export function runningServerAddress(dir: string): string | null {
  const owner = readLock(path.join(dir, LOCK_FILE));
  return owner && owner.pid !== process.pid && isRunning(owner) ? owner.address : null;
}

export interface DataDirLock {
  /** Records where the server listens (shown to a second server that is refused). */
  setAddress(address: string): void;
  release(): void;
}

/** Takes the lock of DATA_DIR for this process, or throws DataDirInUseError naming the running server. */
export function lockDataDir(dir: string): DataDirLock {
  const file = path.join(dir, LOCK_FILE);
  const info: LockInfo = { pid: process.pid, start: processStart(process.pid), address: null, since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(info));
      closeSync(fd);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = readLock(file);
      if (owner && owner.pid !== process.pid && isRunning(owner)) {
        throw new DataDirInUseError(
          `DATA_DIR ${dir} ya está en uso por otro servidor (pid ${owner.pid}` +
            `${owner.address ? `, ${owner.address}` : ''}, desde ${owner.since}). Detén ese servidor o usa otro DATA_DIR. / ` +
            `DATA_DIR is in use by another server (pid ${owner.pid}${owner.address ? `, ${owner.address}` : ''}): stop it or use another DATA_DIR.`,
        );
      }
      // Stale (its process is gone) or unreadable: take it over, once.
      if (attempt > 0) throw new DataDirInUseError(`No se pudo tomar el bloqueo de DATA_DIR ${dir} / could not lock DATA_DIR`);
      rmSync(file, { force: true });
    }
  }
  let released = false;
  return {
    setAddress(address) {
      if (released) return;
      writeFileSync(file, JSON.stringify({ ...info, address }), { mode: 0o600 });
    },
    release() {
      if (released) return;
      released = true;
      if (readLock(file)?.pid === process.pid) rmSync(file, { force: true });
    },
  };
}
