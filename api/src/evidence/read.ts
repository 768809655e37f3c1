import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { EvidenciaFoto } from '../contracts';
import { StorageNotFoundError, type Storage } from '../storage/index';
import { differenceHash } from './dhash';
import { readExif } from './exif';

/** What the server reads from a stored original: its EXIF evidence and its difference hash. */
export interface EvidenciaLeida extends EvidenciaFoto {
  dhash: string | null;
}

/** Enough of a photo for its EXIF header (JPEG's APP1 comes before the image data; EXIF is at most 64 KB). */
const EXIF_HEADER_BYTES = 256 * 1024;

async function readAll(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= limit) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, limit);
}

/** The first `bytes` of a stored object (S3: one ranged GET). */
async function readHead(storage: Storage, key: string, bytes = EXIF_HEADER_BYTES): Promise<Buffer> {
  return readAll(await storage.get(key, { start: 0, end: bytes - 1 }), bytes);
}

/**
 * The evidence of an image: `header` is its local path or its first bytes (EXIF), `image` its local path or a way to
 * open it as a stream (the hash). Nothing here throws for a bad file: unreadable parts are null.
 */
export async function readEvidence(header: string | Buffer, image: string | (() => Promise<Readable>)): Promise<EvidenciaLeida> {
  const exif = await readExif(header);
  const dhash = await differenceHash(typeof image === 'string' ? image : await image());
  return { ...exif, dhash };
}

/**
 * The evidence of a stored original: disk reads the file itself, S3 a ranged GET and then one stream. Rejects with
 * StorageNotFoundError when there is no such object.
 */
export async function readStoredEvidence(storage: Storage, key: string): Promise<EvidenciaLeida> {
  const local = storage.localPath(key);
  if (local) {
    // Missing is the storage's answer (as S3's get gives it), not "a file without EXIF".
    await stat(local).catch((err: NodeJS.ErrnoException) => Promise.reject(err.code === 'ENOENT' ? new StorageNotFoundError(key) : err));
    return readEvidence(local, local);
  }
  return readEvidence(await readHead(storage, key), () => storage.get(key));
}
