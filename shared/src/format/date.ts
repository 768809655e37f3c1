/**
 * Locales the spec uses: es-ES for reports, leaders, assignments, users; es-CO for services. Both write the dates
 * below the same way (checked against Intl in format.test.ts).
 */
export type DateLocale = 'es-ES' | 'es-CO';

/**
 * The product's clock is Colombia's: instants (creado_at…) are shown in Bogotá time and "today" is the
 * Bogotá day, whatever zone the browser runs in (docs/decisions/demo-data-time.md). Calendar days
 * (YYYY-MM-DD, e.g. a report's fecha) are never shifted.
 */
export const BUSINESS_TIME_ZONE = 'America/Bogota';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

type DateValue = string | number | Date | null | undefined;

/**
 * Parses an API value into an instant. `YYYY-MM-DD` is a calendar day: it becomes noon UTC of that day,
 * which is the same day in Bogotá. Invalid → null.
 */
export function toDate(value: DateValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value);
    if (m) return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
  }
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * Bogotá is UTC−5 all year (no daylight saving time since 1993), so its wall clock is the UTC fields of the
 * instant moved back five hours. Formatting by hand instead of `Intl.DateTimeFormat` with `timeZone` matters on a
 * phone: the first such formatter loads the time-zone and locale data, ~60 ms of a 4× slower CPU on the login
 * page alone (issue 15). A unit test compares every function with Intl over many instants.
 */
const BOGOTA_OFFSET_MS = 5 * 3_600_000;
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
/** The months' Spanish names, lower case ("enero" … "diciembre"); also the API's long dates (api/src/modules/fotos/evidencia/motivos.ts). */
export const MONTHS: readonly string[] = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** The Bogotá wall clock of an instant, as a Date whose UTC fields hold it. */
const bogotaClock = (d: Date): Date => new Date(d.getTime() - BOGOTA_OFFSET_MS);
const pad2 = (n: number): string => String(n).padStart(2, '0');

/** "21/11/2025" (es-ES and es-CO both use day/month/year), the Bogotá day of an instant. Empty/invalid → "". */
export function formatDate(value: DateValue, _locale: DateLocale = 'es-ES'): string {
  const d = toDate(value);
  if (!d) return '';
  const b = bogotaClock(d);
  return `${pad2(b.getUTCDate())}/${pad2(b.getUTCMonth() + 1)}/${b.getUTCFullYear()}`;
}

/** "21/11/2025, 14:05" (24 h, Bogotá time). Empty/invalid → "". */
export function formatDateTime(value: DateValue, locale: DateLocale = 'es-ES'): string {
  const d = toDate(value);
  if (!d) return '';
  const b = bogotaClock(d);
  return `${formatDate(d, locale)}, ${pad2(b.getUTCHours())}:${pad2(b.getUTCMinutes())}`;
}

/** An audit event's separate fecha (YYYY-MM-DD) and hora (HH:MM:SS) → "21/11/2025 14:05:09". */
export function formatFechaHora(fecha: string, hora: string | null | undefined, locale: DateLocale = 'es-ES'): string {
  const date = formatDate(fecha, locale) || fecha;
  return hora ? `${date} ${hora.slice(0, 8)}` : date;
}

/** Long Spanish date, e.g. "viernes, 21 de noviembre de 2025" (today in Bogotá by default). */
export function formatLongDate(value: DateValue = new Date(), _locale: DateLocale = 'es-ES'): string {
  const d = toDate(value);
  if (!d) return '';
  const b = bogotaClock(d);
  return `${WEEKDAYS[b.getUTCDay()]}, ${b.getUTCDate()} de ${MONTHS[b.getUTCMonth()]} de ${b.getUTCFullYear()}`;
}

/** 'YYYY-MM-DD' of the Bogotá day of an instant (today by default): date inputs, file names. */
export function bogotaIsoDate(value: Date = new Date()): string {
  return bogotaClock(value).toISOString().slice(0, 10);
}

/**
 * When a photo was taken: its EXIF instant ("21/11/2025, 14:05"), or, when the file did not say, its report's day with
 * that said ("21/11/2025 (fecha del informe)").
 */
export function formatPhotoTaken(tomadaAt: string | null, informeFecha: string): string {
  return tomadaAt ? formatDateTime(tomadaAt) : `${formatDate(informeFecha)} (fecha del informe)`;
}
