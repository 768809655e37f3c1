import type { Readable } from 'node:stream';
import type { DataStore, Upload } from '@tus/server';

/** What the disk and the S3 home of unfinished uploads share (area.ts, disk-backend.ts, s3-backend.ts). */

/** An unfinished upload expires this long after it was created (tus `Upload-Expires`), then it is swept. */
export const UPLOAD_EXPIRY_MS = 24 * 3600_000;
/** Upload ids are 32 hex digits (128 random bits); on S3 the store's id also carries the bucket prefix. */
export const ID_PATTERN = /^[0-9a-f]{32}$/;
export const S3_PREFIX = 'subidas/';

/** One of @tus/server's refusals (`{ status_code, body }`), as an Error it answers the same way. */
export function tusError(refusal: { status_code: number; body: string }): Error {
  return Object.assign(new Error(refusal.body.trim()), refusal);
}

/** What differs between the disk and the S3 home of unfinished uploads. */
export interface Backend {
  readonly store: DataStore;
  /** The metadata the upload was created with, or undefined when there is no such upload. */
  info(id: string): Promise<Upload | undefined>;
  /** Writes a PATCH's bytes at `offset`; resolves the new offset (what the store's own `write` does). */
  write(readable: Readable, id: string, offset: number): Promise<number>;
  /** The first `bytes` bytes of a finished upload. */
  head(id: string, bytes: number): Promise<Buffer>;
  /** The whole finished upload, as a stream. */
  read(id: string): Promise<Readable>;
  /** Its file on this machine, or null (S3): an image library decodes a file at a fraction of its size, a stream whole. */
  localPath(id: string): string | null;
  /** Puts the finished upload's bytes under `key` of the photo storage. */
  moveTo(id: string, key: string): Promise<void>;
  /** Removes whatever is left of an upload (idempotent). */
  discard(id: string): Promise<void>;
  /** Removes uploads created before `cutoff` (and parts a crash left); returns how many uploads. */
  sweep(cutoff: Date): Promise<number>;
  close(): Promise<void>;
}
