/**
 * The product's clock is Colombia's (docs/decisions/demo-data-time.md): America/Bogota, UTC−5 all year
 * (no daylight saving time). SQL uses the zone name (`AT TIME ZONE`), JavaScript the fixed offset.
 */
export const BUSINESS_TIME_ZONE = 'America/Bogota';
/** Bogotá's UTC offset as ISO 8601 writes it (and EXIF's OffsetTimeOriginal). */
export const BOGOTA_OFFSET = '-05:00';
const BOGOTA_OFFSET_MS = 5 * 3_600_000;

/** 'YYYY-MM-DD' of an instant, in America/Bogota. */
export function bogotaDate(d: Date): string {
  return new Date(d.getTime() - BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant of hh:mm on a Bogotá calendar day. */
export function bogotaTimestamp(fecha: string, hh: number, mm: number): Date {
  return new Date(`${fecha}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00${BOGOTA_OFFSET}`);
}

/** An instant's wall clock in Bogotá, 'YYYY-MM-DDTHH:MM:SS.sss' (no zone). */
export function bogotaWallClock(d: Date): string {
  return new Date(d.getTime() - BOGOTA_OFFSET_MS).toISOString().slice(0, 23);
}
