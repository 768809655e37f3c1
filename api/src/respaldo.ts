/**
 * `npm run backup [-- --dir DIR]` and `npm run restore ARCHIVE` (docs/decisions/backups.md). They read the same
 * environment as the server (DATA_DIR, DATABASE_URL, S3_*, BACKUP_DIR).
 * - backup: with the embedded database and a server running on DATA_DIR, asks that server (POST /respaldo on
 *   loopback with DATA_DIR's token); otherwise opens the database itself (embedded: taking DATA_DIR's lock).
 * - restore: checks the whole archive, then that the target is empty, and only then writes.
 */
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { loadConfig, type AppConfig } from './platform/config';
import { isInside } from './platform/config-env';
import { lockDataDir, type DataDirLock, runningServerAddress, securePermissions } from './platform/db/data-dir';
import { BACKUP_PATH, readBackupToken } from './platform/respaldo-token';
import type { Database } from './platform/db/database';

// The database and the modules load only when this process does the work itself: asking a running server must not
// take the server's cores for seconds of module loading (docs/decisions/backups.md, "Measured").
const work = async () => ({
  ...(await import('./platform/db/database')),
  ...(await import('./modules/fotos')),
  ...(await import('./modules/respaldos')),
});

const say = (text: string) => process.stdout.write(`${text}\n`);

class CliError extends Error {}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Asks the server running on DATA_DIR to write the archive into `dir`. */
function askServer(address: string, token: string, dir: string): Promise<{ archivo: string; bytes: number; snapshot_ms: number; conteos: object }> {
  const body = JSON.stringify({ dir });
  return new Promise((resolve, reject) => {
    // node:http, not fetch: a backup of gigabytes answers after minutes, past fetch's header timeout.
    const req = http.request(
      `${address}${BACKUP_PATH}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          let answer: { message?: string } & Record<string, unknown> = {};
          try {
            answer = JSON.parse(text) as typeof answer;
          } catch {
            /* not JSON */
          }
          if (res.statusCode === 201) resolve(answer as never);
          else reject(new CliError(answer.message ?? `El servidor respondió ${res.statusCode} / the server answered ${res.statusCode}`));
        });
      },
    );
    req.on('error', (err) => reject(new CliError(`No se pudo hablar con el servidor en ${address}: ${err.message} / cannot reach the server`)));
    req.end(body);
  });
}

async function backup(config: AppConfig, args: string[]): Promise<void> {
  const dirArg = args.indexOf('--dir');
  const dir = dirArg >= 0 && args[dirArg + 1] ? path.resolve(args[dirArg + 1]) : config.backupDir;
  if (isInside(dir, config.dataDir)) {
    throw new CliError(`El respaldo no puede ir dentro de DATA_DIR (${dir}): debe sobrevivir a perderlo / must not be inside DATA_DIR`);
  }
  const embedded = config.databaseUrl === null;
  if (embedded) {
    const address = runningServerAddress(config.dataDir);
    const token = readBackupToken(config.dataDir);
    if (address && token) {
      say(`Pidiendo el respaldo al servidor en marcha (${address})… / asking the running server`);
      const r = await askServer(address, token, dir);
      say(`Respaldo escrito: ${r.archivo} (${mb(r.bytes)}; base leída en ${r.snapshot_ms} ms) ${JSON.stringify(r.conteos)}`);
      return;
    }
    if (!existsSync(path.join(config.dataDir, 'pgdata'))) {
      throw new CliError(`No hay base de datos en DATA_DIR (${config.dataDir}) / no database in DATA_DIR`);
    }
  }
  // Nobody serves this DATA_DIR: open it here, holding its lock so no server starts meanwhile.
  const { openDatabase, writeBackup, describe } = await work();
  const lock = embedded ? lockDataDir(config.dataDir) : null;
  const database = await openDatabase(config).catch((err: unknown) => {
    lock?.release();
    throw err;
  });
  try {
    say(`Respaldando en ${dir}… / backing up`);
    const r = await writeBackup({ db: database.db, storage: config.storage, base: embedded ? 'embebida' : 'postgresql', alone: embedded }, dir);
    say(`Respaldo escrito: ${r.file} (${mb(r.bytes)}; base leída en ${r.snapshotMs} ms) — ${describe(r.manifest)}`);
  } finally {
    await database.close();
    lock?.release();
  }
}

async function restore(config: AppConfig, args: string[]): Promise<void> {
  const archive = args.find((a) => !a.startsWith('--'));
  if (!archive) throw new CliError('Uso / usage: npm run restore ARCHIVO.tar');
  say(`Comprobando ${archive} entero antes de escribir nada… / checking the whole archive first`);
  const { checkRestorable, describe, createStorage, checkEmptyStorage, openDatabase, checkEmptyDatabase, restoreArchive } = await work();
  const checked = await checkRestorable(path.resolve(archive));
  say(`Respaldo íntegro: ${describe(checked.manifest)}`);
  const embedded = config.databaseUrl === null;
  if (embedded && existsSync(config.dataDir) && readdirSync(config.dataDir).length > 0) {
    throw new CliError(`DATA_DIR (${config.dataDir}) no está vacío: restaura en un directorio vacío o nuevo / DATA_DIR is not empty`);
  }
  const storage = createStorage(config.storage);
  let lock: DataDirLock | null = null;
  let database: Database;
  try {
    await checkEmptyStorage(storage);
    // The embedded database lives in DATA_DIR; with DATABASE_URL nothing is made there before the database is checked.
    if (embedded) securePermissions(config.dataDir);
    lock = embedded ? lockDataDir(config.dataDir) : null;
    database = await openDatabase(config);
  } catch (err) {
    lock?.release();
    await storage.close();
    throw err;
  }
  try {
    await checkEmptyDatabase(database.db);
    if (!embedded) securePermissions(config.dataDir);
    say('Restaurando… / restoring');
    const later = await restoreArchive(path.resolve(archive), checked, { db: database.db, storage });
    say(
      `Restaurado${later.length > 0 ? `; migraciones posteriores aplicadas: ${later.join(', ')}` : ''}. Ya puedes arrancar el servidor (npm start).`,
    );
  } finally {
    await storage.close();
    await database.close();
    lock?.release();
  }
}

const [command, ...args] = process.argv.slice(2);
process.umask(0o077);
try {
  const config = loadConfig();
  if (command === 'backup') await backup(config, args);
  else if (command === 'restore') await restore(config, args);
  else throw new CliError('Uso / usage: respaldo.ts backup [--dir DIR] | restore ARCHIVO');
  process.exit(0);
} catch (err) {
  // The operator reads the message (Spanish / English); the stack only with LOG_LEVEL=debug.
  const message = err instanceof Error ? (process.env.LOG_LEVEL === 'debug' ? (err.stack ?? err.message) : err.message) : String(err);
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}
