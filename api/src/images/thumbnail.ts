import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { notAnImage } from './upload-errors';

/** Longest side of a thumbnail, in pixels (gallery cells and map popups show them at ≤ 200 CSS px, 2× for sharp screens). */
export const THUMBNAIL_SIZE = 400;
export const THUMBNAIL_MIME = 'image/webp';

/**
 * A small WebP of an image, upright (EXIF orientation applied) and with no metadata at all: no GPS, no camera,
 * no EXIF/XMP/ICC (sharp writes none unless asked). The original bytes are stored unchanged elsewhere.
 * An image that does not decode is refused with 415.
 */
export async function makeThumbnail(source: Readable, fileName: string): Promise<Buffer> {
  const transformer = sharp({ failOn: 'error', limitInputPixels: 100_000_000 })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 });
  // A failing read (storage) is the server's problem and is reported as itself; a failing decode is the file's.
  const sourceFailed = new Promise<never>((_resolve, reject) => {
    source.once('error', (err) => {
      transformer.destroy();
      reject(err);
    });
  });
  const output = transformer.toBuffer().catch(() => Promise.reject(notAnImage(fileName)));
  source.pipe(transformer);
  return Promise.race([output, sourceFailed]);
}
