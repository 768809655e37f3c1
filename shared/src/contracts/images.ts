import type { components } from './generated/openapi';

// The API shapes are the OpenAPI document's named schemas (generated/openapi.ts, `pnpm openapi:types`).
type Schemas = components['schemas'];
/**
 * The photo rules the picker and the API both enforce (the server is the authority; the picker says it first).
 */
export const IMAGE_LIMITS = {
  /** Images per report. */
  maxPerReport: 10,
  /** Default size limit of one image, in MB (the API's UPLOAD_MAX_MB may differ; it then answers 413). */
  maxMb: 15,
} as const;

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';

export interface ImageFormat {
  mime: ImageMime;
  /** Extension of the server-made storage name. */
  ext: 'jpg' | 'png' | 'webp';
}

/** Bytes needed to tell the accepted formats apart (WebP: "RIFF" size "WEBP"). */
export const IMAGE_SIGNATURE_BYTES = 12;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/**
 * The format of an image from its first bytes (at least IMAGE_SIGNATURE_BYTES), never from its name or declared
 * type: JPEG, PNG or WebP, else null (a text file named .jpg is null).
 */
export function detectImageFormat(head: Uint8Array): ImageFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (head.length >= 8 && PNG_SIGNATURE.every((byte, i) => head[i] === byte)) return { mime: 'image/png', ext: 'png' };
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return { mime: 'image/webp', ext: 'webp' };
  return null;
}

/** Major brands of HEIF files (HEIC is the iPhone camera's default format): "ftyp" box at byte 4, brand at 8. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** A HEIC/HEIF photo by its first bytes (at least IMAGE_SIGNATURE_BYTES): refused, with heicMessage's advice. */
export function isHeif(head: Uint8Array): boolean {
  return head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 12));
}

/** What to tell the user of an iPhone photo in HEIC, on the picker and in the API's 415 (same words). */
export const heicMessage = (fileName: string): string =>
  `${fileName} está en formato HEIC (iPhone), que no se acepta. Envíala como JPEG: en el iPhone, Ajustes › Cámara › Formatos › «Más compatible» para las próximas fotos, o compártela como JPEG.`;

/** Where a photo's location came from: its EXIF GPS, a click on the map, or nowhere. */
export type OrigenUbicacion = 'gps' | 'manual' | 'ninguna';

/**
 * One photo of a report (GET /informes/:id/archivos, POST /upload/:id). The URLs are short-lived signed links
 * (they work in a plain <img>, without the session token) valid until `urls_expiran_at`.
 */
export type ArchivoInforme = Schemas['ArchivoInforme'];

export type ArchivosInforme = Schemas['ArchivosInforme'];
