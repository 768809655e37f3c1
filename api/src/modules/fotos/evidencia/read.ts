import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { EvidenciaFoto } from '../archivos/schemas';
import { originalKey, thumbnailKey } from '../archivos/photo-files';
import { StorageNotFoundError, type Storage } from '../storage/index';
import { makeThumbnail } from '../images/index';
import { differenceHash } from './dhash';
import { readExif } from './exif';

/** What the server reads from a stored original: its EXIF evidence and its difference hash. */
export interface FileEvidencia extends EvidenciaFoto {
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
export async function readEvidence(header: string | Buffer, image: string | (() => Promise<Readable>)): Promise<FileEvidencia> {
  const exif = await readExif(header);
  const dhash = await differenceHash(typeof image === 'string' ? image : await image());
  return { ...exif, dhash };
}

/**
 * The evidence of a stored photo (the start-up backfill): the original's EXIF (disk: the file itself, S3: a ranged
 * GET) and the difference hash as hashStored makes it. Rejects with StorageNotFoundError when there is no original.
 */
export async function readStoredEvidence(storage: Storage, name: string): Promise<FileEvidencia> {
  const key = originalKey(name);
  const local = storage.localPath(key);
  // Missing is the storage's answer (as S3's get gives it), not "a file without EXIF".
  if (local) await stat(local).catch((err: NodeJS.ErrnoException) => Promise.reject(err.code === 'ENOENT' ? new StorageNotFoundError(key) : err));
  const exif = await readExif(local ?? (await readHead(storage, key)));
  return { ...exif, dhash: await hashStored(storage, name) };
}

/**
 * What the upload's answer waits for: the EXIF of the image's first bytes (or its local file), no decoding. The
 * difference hash decodes the image and is made after the answer (hashAndCheck, service.ts).
 */
export async function readHeaderEvidence(header: string | Buffer): Promise<FileEvidencia> {
  return { ...(await readExif(header)), dhash: null };
}

/** The EXIF of a stored original, from its first bytes (S3: one ranged GET) or its local file. */
export async function readStoredHeaderEvidence(storage: Storage, key: string): Promise<FileEvidencia> {
  return readHeaderEvidence(storage.localPath(key) ?? (await readHead(storage, key)));
}

/**
 * The difference hash hashStored will give these bytes once stored: that of their thumbnail. For photos made inside the
 * server (the demo data, modules/demo), so that only those meant to be near copies are.
 */
export async function hashAsStored(bytes: Buffer): Promise<string | null> {
  return differenceHash(await makeThumbnail(Readable.from([bytes]), 'foto.jpg'));
}

/**
 * The difference hash of a stored photo, from its thumbnail when there is one (a small upright downscale of the
 * original: decoding it costs a few ms, where the 15 MB original costs as much as making the thumbnail did), else
 * from the original. Null when neither decodes.
 */
export async function hashStored(storage: Storage, name: string): Promise<string | null> {
  try {
    const fromThumbnail = await differenceHash(storage.localPath(thumbnailKey(name)) ?? (await storage.get(thumbnailKey(name))));
    if (fromThumbnail !== null) return fromThumbnail;
  } catch (err) {
    if (!(err instanceof StorageNotFoundError)) throw err;
  }
  const key = originalKey(name);
  return differenceHash(storage.localPath(key) ?? (await storage.get(key)));
}
