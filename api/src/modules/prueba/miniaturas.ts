import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { StorageNotFoundError, thumbnailKey } from '../fotos';
import type { FotoPaquete } from './repository';

/** A stored thumbnail is ~30 KB; anything far larger is not one. */
const MAX_MINIATURA_BYTES = 4 * 1024 * 1024;

async function readBounded(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      stream.destroy();
      throw new Error('miniatura demasiado grande');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * A photo's stored thumbnail as a JPEG (pdfkit reads no WebP); made now when missing (tus uploads make it after their
 * answer). Null when there is no original or it does not decode: the pack's placeholder says so.
 */
export async function readMiniaturaJpeg(photos: FastifyInstance['photos'], f: FotoPaquete): Promise<Buffer | null> {
  const key = thumbnailKey(f.nombre_almacenado);
  const stream = await photos.storage.get(key).catch(async (err: unknown) => {
    if (!(err instanceof StorageNotFoundError)) throw err;
    try {
      await photos.makeThumbnail(f.nombre_almacenado, f.nombre_original);
    } catch {
      return null; // no original, or it does not decode: the placeholder says so
    }
    return photos.storage.get(key);
  });
  if (!stream) return null;
  const webp = await readBounded(stream, MAX_MINIATURA_BYTES);
  return sharp(webp).flatten({ background: '#ffffff' }).jpeg({ quality: 72 }).toBuffer();
}
