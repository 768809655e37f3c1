import { formatBytes, formatCOP, formatDate, formatDateTime, formatFechaHora, formatLongDate } from './index';

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
});

describe('dates', () => {
  it('keeps a YYYY-MM-DD calendar day whatever the time zone', () => {
    expect(formatDate('2025-03-01')).toBe('01/03/2025');
    expect(formatDate('2025-03-01', 'es-CO')).toBe('01/03/2025');
  });
  it('formats date-times with a 24 h clock', () => {
    expect(formatDateTime(new Date(2025, 10, 21, 14, 5))).toBe('21/11/2025, 14:05');
  });
  it('returns an empty text for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
  it('joins an audit fecha and hora', () => {
    expect(formatFechaHora('2025-11-21', '09:07:03')).toBe('21/11/2025 09:07:03');
  });
  it('writes the long Spanish date of the login status panel', () => {
    expect(formatLongDate(new Date(2025, 10, 21))).toBe('viernes, 21 de noviembre de 2025');
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
