import { readBlobBytes } from './blob-bytes';

export interface GeoPoint {
  lat: number;
  lng: number;
}

/**
 * How much of a file is read to find its GPS: EXIF lives in the header (a JPEG's APP1 segment is at most 64 KB,
 * right after the start), so a 15 MB photo costs 256 KB of reading, never the whole file.
 */
export const EXIF_READ_BYTES = 256 * 1024;

type ExifrModule = typeof import('exifr');
let exifrModule: Promise<ExifrModule> | null = null;

/** exifr is fetched on first use (its own chunk), so /nuevo-informe does not pay for it before images are picked. */
function loadExifr(): Promise<ExifrModule> {
  exifrModule ??= import(/* webpackChunkName: "exifr" */ 'exifr').catch((err: unknown) => {
    exifrModule = null;
    throw err;
  });
  return exifrModule;
}

/**
 * The photo's position from its EXIF GPS tags (signed decimal degrees: south and west are negative), or null when
 * it has none, the values are out of range or 0,0 (cameras without a fix write zeros), or anything fails to read:
 * a failed read counts as "no GPS" and the user places the photo by hand.
 */
export async function readGps(file: Blob): Promise<GeoPoint | null> {
  try {
    const head = await readBlobBytes(file, 0, EXIF_READ_BYTES);
    const exifr = await loadExifr();
    const gps = await exifr.gps(head);
    if (!gps) return null;
    const { latitude: lat, longitude: lng } = gps;
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
    if (lat === 0 && lng === 0) return null;
    return { lat, lng };
  } catch {
    return null;
  }
}
