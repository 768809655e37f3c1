/** The image formats the product stores, recognised by their first bytes (never by name or declared type). */
export interface ImageType {
  mime: 'image/jpeg' | 'image/png' | 'image/webp';
  /** Extension of the server-made storage name. */
  ext: 'jpg' | 'png' | 'webp';
}

/** Bytes needed to tell the three formats apart (WebP: "RIFF" size "WEBP"). */
export const IMAGE_SIGNATURE_BYTES = 12;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type of an image from its first bytes (at least IMAGE_SIGNATURE_BYTES of them), or null for anything else. */
export function detectImageType(head: Buffer): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG_SIGNATURE)) return { mime: 'image/png', ext: 'png' };
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') {
    return { mime: 'image/webp', ext: 'webp' };
  }
  return null;
}
