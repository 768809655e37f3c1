import {
  bogotaIsoDate,
  formatBytes,
  formatCOP,
  formatDate,
  formatDateTime,
  formatFechaHora,
  formatInteger,
  formatLongDate,
  formatPercent,
  formatPhotoTaken,
} from './index';

describe('formatCOP', () => {
  it('formats Colombian pesos without decimals and with dot thousands', () => {
    expect(formatCOP(1234567)).toBe('$ 1.234.567');
    expect(formatCOP(0)).toBe('$ 0');
    expect(formatCOP(45000.75)).toBe('$ 45.001');
  });
  it('accepts numeric strings (NUMERIC columns) and treats garbage as 0', () => {
    expect(formatCOP('250000.00')).toBe('$ 250.000');
    expect(formatCOP('abc')).toBe('$ 0');
    expect(formatCOP(null)).toBe('$ 0');
  });
  it('writes what Intl writes for es-CO and COP (its no-break space as a plain one), without Intl', () => {
    const intl = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', minimumFractionDigits: 0, maximumFractionDigits: 0 });
    for (const value of numbersToCompare()) {
      const expected = intl.format(value).replace(/\u00a0/g, ' ');
      if (formatCOP(value) !== expected) throw new Error(`formatCOP(${value}): ${formatCOP(value)} ≠ ${expected}`);
    }
    expect(formatCOP(-1234)).toBe('-$ 1.234');
  });
});

/** Whole and fractional values, halves, both signs, every length up to beyond 2^53. */
function numbersToCompare(): number[] {
  const values = [0, -0, 0.4, 0.5, 0.6, 1.5, 2.5, -0.4, -0.5, -2.5, 999, 1000, 9999.5, 2 ** 53, 2 ** 53 + 2, 2 ** 60, 1e21, 1.5e22];
  for (let digits = 1; digits <= 16; digits++) {
    const base = 10 ** (digits - 1);
    values.push(base, base * 9.87654321, 10 ** digits - 1, base + 0.5);
  }
  return [...values, ...values.map((v) => -v)];
}

describe('formatInteger', () => {
  it('writes whole numbers with es-CO thousands dots', () => {
    expect(formatInteger(0)).toBe('0');
    expect(formatInteger(7)).toBe('7');
    expect(formatInteger(1000)).toBe('1.000');
    expect(formatInteger(1234567)).toBe('1.234.567');
    expect(formatInteger(-1234)).toBe('-1.234');
  });
  it('writes what Intl writes for es-CO without decimals, without Intl', () => {
    const intl = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });
    for (const value of [...numbersToCompare(), NaN, Infinity, -Infinity]) {
      if (formatInteger(value) !== intl.format(value)) throw new Error(`formatInteger(${value}): ${formatInteger(value)} ≠ ${intl.format(value)}`);
    }
    // The counts of the dashboard and the reports list were Intl's default (up to 3 decimals): the same text for whole numbers.
    expect(formatInteger(1234567)).toBe(new Intl.NumberFormat('es-CO').format(1234567));
  });
});

describe('formatPercent', () => {
  it('writes one decimal at most with a decimal comma, and a dash when there is nothing to measure', () => {
    expect(formatPercent(87.5)).toBe('87,5 %');
    expect(formatPercent(100)).toBe('100 %');
    expect(formatPercent(0)).toBe('0 %');
    expect(formatPercent(33.333)).toBe('33,3 %');
    expect(formatPercent(99.96)).toBe('100 %');
    expect(formatPercent(null)).toBe('—');
  });
});

describe('dates', () => {
  it('keeps a YYYY-MM-DD calendar day whatever the time zone', () => {
    expect(formatDate('2025-03-01')).toBe('01/03/2025');
    expect(formatDate('2025-03-01', 'es-CO')).toBe('01/03/2025');
  });
  it('formats date-times with a 24 h clock in Bogotá time, whatever zone the browser is in', () => {
    expect(formatDateTime('2025-11-21T14:05:00-05:00')).toBe('21/11/2025, 14:05');
    // 02:30 UTC on the 22nd is still the evening of the 21st in Bogotá.
    expect(formatDateTime('2025-11-22T02:30:00Z')).toBe('21/11/2025, 21:30');
    expect(formatDate('2025-11-22T02:30:00Z')).toBe('21/11/2025');
    expect(formatDateTime('2026-01-01T04:59:00Z')).toBe('31/12/2025, 23:59');
  });
  it("says when a photo was taken in Bogotá time, or its report's day and that it is the report's", () => {
    expect(formatPhotoTaken('2025-11-22T02:30:00Z', '2025-11-22')).toBe('21/11/2025, 21:30');
    expect(formatPhotoTaken(null, '2025-11-22')).toBe('22/11/2025 (fecha del informe)');
  });
  it('returns an empty text for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
  it('joins an audit fecha and hora', () => {
    expect(formatFechaHora('2025-11-21', '09:07:03')).toBe('21/11/2025 09:07:03');
  });
  it('writes the long Spanish date of the login status panel (the Bogotá day)', () => {
    expect(formatLongDate(new Date('2025-11-21T23:30:00-05:00'))).toBe('viernes, 21 de noviembre de 2025');
    expect(formatLongDate('2025-11-21')).toBe('viernes, 21 de noviembre de 2025');
  });
  it('gives the Bogotá calendar day of an instant as YYYY-MM-DD (19:00–24:00 Bogotá is the next UTC day)', () => {
    expect(bogotaIsoDate(new Date('2026-12-31T19:30:00-05:00'))).toBe('2026-12-31');
    expect(bogotaIsoDate(new Date('2027-01-01T00:30:00-05:00'))).toBe('2027-01-01');
    expect(bogotaIsoDate(new Date('2028-03-01T04:59:59Z'))).toBe('2028-02-29');
  });
  it('writes what Intl writes in America/Bogota, for both locales, over years of instants', () => {
    // The functions format by hand (fixed UTC−5 offset); Intl with the zone name is the reference.
    // Built once: constructing an Intl.DateTimeFormat costs far more than formatting with it.
    const intl = (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'America/Bogota' });
    const reference = (['es-ES', 'es-CO'] as const).map((locale) => ({
      locale,
      date: intl(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }),
      time: intl(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      long: intl(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    }));
    const isoDay = intl('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
    // Every 7 h 13 min from 1995 to 2040: every hour of the day, every weekday and month, leap days.
    for (let t = Date.UTC(1995, 0, 1); t < Date.UTC(2040, 0, 1); t += (7 * 60 + 13) * 60_000) {
      const d = new Date(t);
      for (const { locale, ...formats } of reference) {
        const date = formats.date.format(d);
        const time = formats.time.format(d);
        const long = formats.long.format(d);
        if (formatDate(d, locale) !== date) throw new Error(`formatDate ${d.toISOString()} ${locale}: ${formatDate(d, locale)} ≠ ${date}`);
        if (formatDateTime(d, locale) !== `${date}, ${time}`) throw new Error(`formatDateTime ${d.toISOString()} ${locale}`);
        if (formatLongDate(d, locale) !== long)
          throw new Error(`formatLongDate ${d.toISOString()} ${locale}: ${formatLongDate(d, locale)} ≠ ${long}`);
      }
      const iso = isoDay.format(d);
      if (bogotaIsoDate(d) !== iso) throw new Error(`bogotaIsoDate ${d.toISOString()}: ${bogotaIsoDate(d)} ≠ ${iso}`);
    }
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1536, '1.5 KB'],
    [15 * 1024 * 1024, '15 MB'],
    [3.25 * 1024 ** 3, '3.25 GB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
