import exifr from 'exifr';
import type { EvidenciaFoto } from '../archivos/schemas';
import { scrubText } from 'shared/contracts';
import { BOGOTA_OFFSET } from '../../../platform/time-zone';

/**
 * What a photo's own EXIF header says (docs/decisions/photo-evidence.md): GPS, DateTimeOriginal with
 * OffsetTimeOriginal, Make and Model. exifr reads only the header: from a path it reads the file in small chunks
 * until the EXIF segment ends, never the whole image. A missing or broken header gives nulls, never an error.
 */

/** Bogotá's offset, assumed when the file has no OffsetTimeOriginal (Colombia has no daylight saving time). */
const ASSUMED_OFFSET = BOGOTA_OFFSET;

export const NO_EVIDENCIA: EvidenciaFoto = {
  tomada_local: null,
  tomada_offset: null,
  tomada_at: null,
  camara_marca: null,
  camara_modelo: null,
  gps_latitud: null,
  gps_longitud: null,
};

const EXIF_TIME = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;
const OFFSET = /^[+-](?:0\d|1[0-4]):[0-5]\d$/;

/** 'YYYY:MM:DD HH:MM:SS' (EXIF) → 'YYYY-MM-DDTHH:MM:SS', or null when it is not a real date and time. */
function exifLocalTime(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const m = EXIF_TIME.exec(raw.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const local = `${y}-${mo}-${d}T${h}:${mi}:${s}`;
  const check = new Date(`${local}Z`);
  // Rejects 2026-02-30 and the "0000:00:00 00:00:00" some cameras write for "unknown".
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 19) !== local || Number(y) < 1900) return null;
  return local;
}

/** The capture instant (ISO, UTC) of a camera's local time and offset, Bogotá's when the offset is unknown. */
function instantOf(local: string, offset: string | null): string {
  return new Date(`${local}${offset ?? ASSUMED_OFFSET}`).toISOString();
}

function text(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const clean = Array.from(scrubText(raw.replace(/\0/g, '')).trim())
    .slice(0, 100)
    .join('')
    .trim();
  return clean === '' ? null : clean;
}

function coordinate(raw: unknown, limit: number): number | null {
  if (typeof raw !== 'number' || !Number.isFinite(raw) || Math.abs(raw) > limit) return null;
  return Number(raw.toFixed(6));
}

const PICK = ['DateTimeOriginal', 'OffsetTimeOriginal', 'Make', 'Model', 'GPSLatitude', 'GPSLatitudeRef', 'GPSLongitude', 'GPSLongitudeRef'];

/** The EXIF evidence of an image file (a local path) or of its first bytes (a Buffer). */
export async function readExif(source: string | Buffer): Promise<EvidenciaFoto> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = (await exifr.parse(source, { pick: PICK, reviveValues: false, translateValues: false })) as Record<string, unknown> | undefined;
  } catch {
    return { ...NO_EVIDENCIA };
  }
  if (!tags) return { ...NO_EVIDENCIA };
  const tomadaLocal = exifLocalTime(tags.DateTimeOriginal);
  const rawOffset = typeof tags.OffsetTimeOriginal === 'string' ? tags.OffsetTimeOriginal.trim() : '';
  const tomadaOffset = tomadaLocal && OFFSET.test(rawOffset) ? rawOffset : null;
  let lat = coordinate(tags.latitude, 90);
  let lon = coordinate(tags.longitude, 180);
  // 0,0 is what a receiver without a fix writes; one without the other is no position.
  if (lat === null || lon === null || (lat === 0 && lon === 0)) lat = lon = null;
  return {
    tomada_local: tomadaLocal,
    tomada_offset: tomadaOffset,
    tomada_at: tomadaLocal ? instantOf(tomadaLocal, tomadaOffset) : null,
    camara_marca: text(tags.Make),
    camara_modelo: text(tags.Model),
    gps_latitud: lat,
    gps_longitud: lon,
  };
}
