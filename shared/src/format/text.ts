/** A form's text → the API value: trimmed, and null when nothing is left (the API stores empty optionals as null). */
export function trimOrNull(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** Joins the non-empty parts with `separator`, e.g. location "Medellín, Antioquia". */
export function joinPresent(parts: readonly (string | null | undefined)[], separator = ', '): string {
  return parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(separator);
}

/** Simple e-mail shape check (the same rule as the API's "Correo no válido"). */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
