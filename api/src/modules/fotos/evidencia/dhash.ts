import type { Readable } from 'node:stream';
import sharp from 'sharp';

/**
 * The 64-bit difference hash of an image (docs/decisions/photo-evidence.md): upright, grayscale, resized to 9×8,
 * each bit says whether a pixel is brighter than its right neighbour. Re-encoded, resized or slightly cropped
 * copies stay within a few bits; different photos differ in about half. Stored as bit(64): 64 '0'/'1' characters,
 * compared in SQL with bit_count(a # b).
 *
 * A JPEG is decoded at 1/8 scale by libjpeg (sharp's shrink-on-load), so a 15 MB photo never becomes a full bitmap;
 * a stream source is buffered by sharp (at most UPLOAD_MAX_MB).
 */
const WIDTH = 9;
const HEIGHT = 8;

/**
 * Near copies are at most this many bits apart. Measured on the fixtures and three real camera photos
 * (api/test/evidencia.test.ts, photo-evidence.md): edited copies (quality 40/15, 50 %, cropped 3–5 %) 0–12 bits,
 * different photos 21–44. Changing it needs migration 017's pass (pairs are found with the threshold of their day).
 */
export const DHASH_THRESHOLD = 16;

export async function differenceHash(source: string | Buffer | Readable): Promise<string | null> {
  const options = { failOn: 'none' as const, limitInputPixels: 100_000_000 };
  try {
    const pipeline = typeof source === 'string' || Buffer.isBuffer(source) ? sharp(source, options) : source.pipe(sharp(options));
    const pixels = await pipeline.rotate().grayscale().resize(WIDTH, HEIGHT, { fit: 'fill', kernel: 'linear' }).raw().toBuffer();
    if (pixels.length !== WIDTH * HEIGHT) return null;
    let bits = '';
    for (let y = 0; y < HEIGHT; y += 1) {
      for (let x = 0; x < WIDTH - 1; x += 1) bits += pixels[y * WIDTH + x] > pixels[y * WIDTH + x + 1] ? '1' : '0';
    }
    return bits;
  } catch {
    return null;
  }
}

/** How many of the 64 bits differ. */
export function hammingDistance(a: string, b: string): number {
  let d = 0;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) d += 1;
  return d;
}
