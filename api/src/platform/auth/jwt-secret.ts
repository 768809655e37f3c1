import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';

/**
 * JWT signing key: JWT_SECRET when set; otherwise a random secret generated on the first
 * start and kept in DATA_DIR/jwt-secret (mode 600), so sessions survive restarts.
 * With several API instances, set JWT_SECRET (they must share it).
 */
export function resolveJwtSecret(config: AppConfig): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const file = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return new TextEncoder().encode(stored);
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return new TextEncoder().encode(secret);
}
