import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: local disk (default) or an S3-compatible bucket.
 * One interface, two implementations (disk-storage.ts, s3-storage.ts), one contract test run against both.
 * Layout and crash safety: docs/decisions/photos-storage.md.
 */
export interface StoredObject {
  key: string;
  /** Bytes written. */
  size: number;
  /** SHA-256 of exactly the bytes written, lowercase hex. */
  sha256: string;
}

/** Bytes `start` to `end`, both inclusive (as HTTP ranges). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredKey {
  key: string;
  lastModified: Date;
}

export interface Storage {
  /** 'disco' or 's3' (logs and the start-up message). */
  readonly kind: 'disco' | 's3';
  /** Human description for the start-up log (directory or endpoint/bucket). */
  readonly description: string;
  /**
   * Streams `source` under `key`, hashing while it streams (the whole file is never held in memory).
   * The object appears under `key` only once it is complete: if `source` fails (too large, wrong type,
   * client gone) the promise rejects with that error and nothing is left under `key`.
   */
  put(key: string, source: Readable, options?: { contentType?: string }): Promise<StoredObject>;
  /**
   * The object's path on this machine when the storage is a local directory (image tools then read the file
   * themselves instead of buffering a stream), else null.
   */
  localPath(key: string): string | null;
  /** A read stream of the object (bytes `start`…`end` inclusive when given); rejects with StorageNotFoundError when there is none. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /**
   * Stores the complete local file `file` under `key` and consumes it (disk: fsynced and renamed, no copy, when it is
   * on the same filesystem; S3: streamed like put, then the file is removed). Returns the bytes stored.
   */
  moveIn(key: string, file: string): Promise<{ key: string; size: number }>;
  /** Copies the object `from` to `to` within this storage (S3: server side, no byte passes through the API). */
  copy(from: string, to: string): Promise<void>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key, in pages (the start-up sweep compares them with the database page by page). */
  list(prefix?: string): AsyncIterable<StoredKey[]>;
  /**
   * Removes partial writes that a crash left behind (disk: temp files; S3: incomplete multipart uploads, only those
   * under `prefix` when given) started before `olderThan`. Returns how many were removed.
   */
  removeIncomplete(olderThan: Date, prefix?: string): Promise<number>;
  /** Checks that the storage is usable (directory writable / bucket reachable); throws a clear error. */
  check(): Promise<void>;
  /** Releases connections. */
  close(): Promise<void>;
}

export class StorageNotFoundError extends Error {
  constructor(public readonly key: string) {
    super(`No existe el objeto "${key}" en el almacenamiento`);
    this.name = 'StorageNotFoundError';
  }
}

/**
 * Keys are made by the server: segments of [a-z0-9._-] that start with a letter or digit, joined by "/"
 * (so no "..", no absolute path, and nothing that clashes with the disk storage's ".tmp" directory).
 */
const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/;

export function assertValidKey(key: string): void {
  if (key.length > 200 || !KEY_PATTERN.test(key)) throw new Error(`Clave de almacenamiento inválida: "${key}"`);
}
