import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/**
 * Password hashing: argon2id (the @node-rs/argon2 default algorithm; 19 MiB, t=2),
 * computed on libuv's thread pool, so the event loop stays free.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // malformed hash in the row: treat as a wrong password, never a 500
  }
}

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
