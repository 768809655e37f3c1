// Built on first use: creating an Intl formatter loads locale data, which pages without amounts (/login) skip.
let copFormatter: Intl.NumberFormat | null = null;

/** Colombian pesos without decimals, e.g. 1234567 → "$ 1.234.567" (docs/product-spec.md §9). Non-numbers → "$ 0". */
export function formatCOP(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value) : (value ?? 0);
  const safe = Number.isFinite(amount) ? amount : 0;
  // ICU separates the symbol with a no-break space; a plain space keeps the text predictable.
  copFormatter ??= new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', minimumFractionDigits: 0, maximumFractionDigits: 0 });
  return copFormatter.format(safe).replace(/\u00a0/g, ' ');
}
