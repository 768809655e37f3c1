import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm run backup` asks a running server to make the archive (with the embedded database the server's child process
 * owns DATA_DIR while it runs). The request must come from this machine (loopback, no proxy header, as GET /metrics)
 * and carry the token kept in DATA_DIR: whoever reads it can already read the database's files
 * (docs/decisions/backups.md). In the platform so that the command that asks loads nothing else.
 */
const TOKEN_FILE = 'respaldo.token';

/** The route, beside /api/v1 like /metrics: the operator's command on this machine, not the product's API. */
export const BACKUP_PATH = '/respaldo';

/** The token of DATA_DIR, made the first time (a file private to the server's user). */
export function ensureBackupToken(dataDir: string): string {
  const file = path.join(dataDir, TOKEN_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const token = randomBytes(32).toString('base64url');
    writeFileSync(file, token + '\n', { mode: 0o600 });
    return token;
  }
}

/** The token a running server on DATA_DIR accepts, or null when there is none. */
export function readBackupToken(dataDir: string): string | null {
  try {
    return readFileSync(path.join(dataDir, TOKEN_FILE), 'utf8').trim() || null;
  } catch {
    return null;
  }
}
