/** Query-string values accepted by the API hooks; empty strings, null and undefined are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/**
 * Drops empty values so `?usuario=&accion=` is never sent.
 *
 * @example
 * cleanParams({ page: 1, search: '', accion: undefined }) // { page: 1 }
 */
export function cleanParams(params: QueryParams | undefined): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  if (!params) return out;
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    out[key] = value;
  }
  return out;
}
