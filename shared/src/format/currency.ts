import { formatInteger } from './number';

/**
 * Colombian pesos without decimals, e.g. 1234567 → "$ 1.234.567" (docs/product-spec.md §9), -5 → "-$ 5": what Intl
 * writes for es-CO and COP, with a plain space after the symbol instead of ICU's no-break space (a predictable text).
 * By hand (number.ts): no Intl formatter to build while a screen with amounts starts. Non-numbers → "$ 0".
 */
export function formatCOP(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value) : (value ?? 0);
  const digits = formatInteger(Number.isFinite(amount) ? amount : 0);
  return digits.startsWith('-') ? `-$ ${digits.slice(1)}` : `$ ${digits}`;
}
