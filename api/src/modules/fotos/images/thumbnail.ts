import type { Readable } from 'node:stream';
import sharp, { type Sharp } from 'sharp';
import { notAnImage } from './upload-errors';

// libvips keeps recent operations (50 MB by default) for repeated work on the same image; every upload is a
// new image, so the cache only holds memory (docs/decisions/photos-storage.md: upload memory budget).
sharp.cache(false);

/** Longest side of a thumbnail, in pixels (gallery cells and map popups show them at ≤ 200 CSS px, 2× for sharp screens). */
const THUMBNAIL_SIZE = 400;
export const THUMBNAIL_MIME = 'image/webp';

const thumbnailPipeline = (image: Sharp) =>
  image.rotate().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 75 });

/**
 * A small WebP of an image, upright (EXIF orientation applied) and with no metadata at all: no GPS, no camera,
 * no EXIF/XMP/ICC (sharp writes none unless asked). The original bytes are stored unchanged elsewhere.
 * An image that does not decode is refused with 415. `source` is a stream, or the path of a local file.
 */
export async function makeThumbnail(source: Readable | string, fileName: string): Promise<Buffer> {
  if (typeof source === 'string') {
    // A file on this machine: libvips reads it itself (no copy of the whole file in JavaScript memory).
    return thumbnailPipeline(sharp(source, { failOn: 'error', limitInputPixels: 100_000_000 }))
      .toBuffer()
      .catch(() => Promise.reject(notAnImage(fileName)));
  }
  const transformer = thumbnailPipeline(sharp({ failOn: 'error', limitInputPixels: 100_000_000 }));
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
