import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { HttpError } from '../http/errors';

/**
 * Password hashing: argon2id (the @node-rs/argon2 default algorithm; 19 MiB, t=2), computed on libuv's
 * thread pool, so the event loop stays free. That pool (4 threads) also reads the static files: 200
 * sign-ins at once made /main.js wait seconds. So at most `concurrency` hashes run at a time
 * (HASH_CONCURRENCY, default 2), the others wait in line, and past QUEUE_LIMIT waiting the server
 * answers 503 at once rather than queue without end (docs/decisions/login-limits.md).
 */
const QUEUE_LIMIT = 500;
let concurrency = 2;
let running = 0;
const waiting: Array<() => void> = [];

export function configureHashing(maxConcurrent: number): void {
  concurrency = Math.max(1, maxConcurrent);
}

/** Runs `work` in one of the hashing slots (exported for its test: api/test/password-hashing.test.ts). */
export async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= concurrency) {
    if (waiting.length >= QUEUE_LIMIT) {
      throw new HttpError(503, 'servidor_ocupado', 'El servidor está ocupado. Intenta de nuevo en unos segundos.', { 'retry-after': '5' });
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/**
 * A password is hashed and verified in its NFC form, so "ñ" typed as one character or as "n" + combining tilde
 * (canonically the same text) is the same password wherever it is typed (docs/decisions/password-rules.md).
 */
const passwordForHash = (password: string) => password.normalize('NFC');

export function hashPassword(password: string): Promise<string> {
  return inHashSlot(() => hash(passwordForHash(password)));
}

async function verifyOnce(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inHashSlot(() => verify(passwordHash, password));
  } catch (err) {
    if (err instanceof HttpError) throw err;
    return false; // malformed hash in the row: treat as a wrong password, never a 500
  }
}

/**
 * True when `password` is the one `passwordHash` was made from. Hashes made before passwords were normalised
 * (issue 23) were made from the text as typed: when that text is not in NFC and its NFC form does not match,
 * the text as typed is tried too, so such an account keeps signing in with what its owner always typed.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const normal = passwordForHash(password);
  if (await verifyOnce(passwordHash, normal)) return true;
  return normal !== password && verifyOnce(passwordHash, password);
}

/** Whether two passwords are the same password (the same NFC form). */
export const samePassword = (a: string, b: string): boolean => passwordForHash(a) === passwordForHash(b);

let dummyHash: Promise<string> | null = null;

/** Computes the dummy hash at start-up, so the first unknown-user login is not slower than the rest. */
export async function prepareDummyHash(): Promise<void> {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  await dummyHash;
}

/**
 * Spends the same time as a real verification, for logins with an unknown user,
 * so response time does not reveal whether an account exists.
 */
export async function dummyVerify(password: string): Promise<false> {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
