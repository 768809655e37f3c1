/** Locales the spec uses: es-ES for reports, leaders, assignments, users; es-CO for services. */
export type DateLocale = 'es-ES' | 'es-CO';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Parses an API date: `YYYY-MM-DD` is a calendar day (local, never shifted by the time zone);
 * anything else goes through `new Date()`. Invalid → null.
 */
export function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value);
    if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  }
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "21/11/2025" (es-ES and es-CO both use day/month/year). Empty/invalid → "". */
export function formatDate(value: string | number | Date | null | undefined, locale: DateLocale = 'es-ES'): string {
  const d = toDate(value);
  if (!d) return '';
  return d.toLocaleDateString(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** "21/11/2025, 14:05" (24 h). Empty/invalid → "". */
export function formatDateTime(value: string | number | Date | null | undefined, locale: DateLocale = 'es-ES'): string {
  const d = toDate(value);
  if (!d) return '';
  const date = formatDate(d, locale);
  const time = d.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hour12: false });
  return `${date}, ${time}`;
}

/** An audit event's separate fecha (YYYY-MM-DD) and hora (HH:MM:SS) → "21/11/2025 14:05:09". */
export function formatFechaHora(fecha: string, hora: string | null | undefined, locale: DateLocale = 'es-ES'): string {
  const date = formatDate(fecha, locale) || fecha;
  return hora ? `${date} ${hora.slice(0, 8)}` : date;
}

/** Long Spanish date, e.g. "viernes, 21 de noviembre de 2025". */
export function formatLongDate(value: string | number | Date = new Date(), locale: DateLocale = 'es-ES'): string {
  const d = toDate(value);
  if (!d) return '';
  return d.toLocaleDateString(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}
