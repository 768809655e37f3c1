/**
 * Whole numbers the way Intl writes them for es-CO (1234567 → "1.234.567"), by hand. The first Intl number formatter of
 * a page (`toLocaleString`, `Intl.NumberFormat`) loads ICU's locale data: tens of milliseconds of a phone's 4× slower
 * CPU in one task, on each screen that shows a count or an amount as it starts (docs/decisions/main-thread.md, like
 * the dates of date.ts). A unit test compares them with Intl over many values.
 */

/** Digits with a dot before every group of three from the right: "1234567" → "1.234.567". */
const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, '.');

/**
 * `value` rounded to a whole number (halves away from zero, as Intl) with es-CO's thousands dots: 1234567 → "1.234.567",
 * -1234.5 → "-1.235"; what `new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 }).format(value)` writes.
 */
export function formatInteger(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  return sign + groupThousands(plainDigits(Math.round(Math.abs(value))));
}

/**
 * The digits of a whole number ≥ 0 as Intl takes them: the shortest ones that read back as the same number, zeros after
 * them (2^60 → "1152921504606847000"); String() writes those too, but with an exponent from 1e21 on ("1.5e+22").
 */
function plainDigits(whole: number): string {
  const text = String(whole);
  const exponent = /^(\d)(?:\.(\d+))?e\+(\d+)$/.exec(text);
  if (!exponent) return text;
  const [, first, rest = '', power] = exponent;
  return first + rest.padEnd(Number(power), '0');
}

/** A percentage with at most one decimal, es-CO style: 87.5 → "87,5 %", 100 → "100 %"; null (nothing to measure) → "—". */
export function formatPercent(value: number | null): string {
  if (value === null) return '—';
  const tenths = Math.round(value * 10);
  const whole = formatInteger(Math.trunc(tenths / 10));
  const decimal = Math.abs(tenths % 10);
  return `${whole}${decimal ? `,${decimal}` : ''} %`;
}
