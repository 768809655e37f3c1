/** Locales the spec uses: es-ES for reports, leaders, assignments, users; es-CO for services. */
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

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone: BUSINESS_TIME_ZONE });
    formatters.set(key, f);
  }
  return f;
}

/** "21/11/2025" (es-ES and es-CO both use day/month/year), the Bogotá day of an instant. Empty/invalid → "". */
export function formatDate(value: DateValue, locale: DateLocale = 'es-ES'): string {
  const d = toDate(value);
  if (!d) return '';
  return formatter(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);
}

/** "21/11/2025, 14:05" (24 h, Bogotá time). Empty/invalid → "". */
export function formatDateTime(value: DateValue, locale: DateLocale = 'es-ES'): string {
  const d = toDate(value);
  if (!d) return '';
  const time = formatter(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
  return `${formatDate(d, locale)}, ${time}`;
}

/** An audit event's separate fecha (YYYY-MM-DD) and hora (HH:MM:SS) → "21/11/2025 14:05:09". */
export function formatFechaHora(fecha: string, hora: string | null | undefined, locale: DateLocale = 'es-ES'): string {
  const date = formatDate(fecha, locale) || fecha;
  return hora ? `${date} ${hora.slice(0, 8)}` : date;
}

/** Long Spanish date, e.g. "viernes, 21 de noviembre de 2025" (today in Bogotá by default). */
export function formatLongDate(value: DateValue = new Date(), locale: DateLocale = 'es-ES'): string {
  const d = toDate(value);
  if (!d) return '';
  return formatter(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(d);
}

/** 'YYYY-MM-DD' of the Bogotá day of an instant (today by default): date inputs, file names. */
export function bogotaIsoDate(value: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return formatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(value);
}
