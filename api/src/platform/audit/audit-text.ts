/**
 * Human-readable audit details: what was created, and for updates what changed, e.g.
 *   Servicio "Valla 8x3" actualizado: precio 1200000 → 1350000; activo true → false
 */

type AuditValue = string | number | boolean | null | undefined;

export interface AuditField<T> {
  key: keyof T & string;
  /** Name in the text (Spanish), e.g. 'categoría'. */
  label: string;
}

function auditValue(value: AuditValue): string {
  if (value === null || value === undefined || value === '') return '(vacío)';
  if (typeof value === 'string') return `"${value.length > 80 ? `${value.slice(0, 77)}...` : value}"`;
  return String(value);
}

/** "precio 1200000 → 1350000; activo true → false", or '' when nothing changed. */
export function describeChanges<T extends object>(before: T, after: T, fields: readonly AuditField<T>[]): string {
  const parts: string[] = [];
  for (const { key, label } of fields) {
    const a = before[key] as AuditValue;
    const b = after[key] as AuditValue;
    const same = (a ?? null) === (b ?? null);
    if (!same) parts.push(`${label} ${auditValue(a)} → ${auditValue(b)}`);
  }
  return parts.join('; ');
}

/** "precio 1200000; categoría "Vallas"" — the non-empty values of a new record. */
export function describeValues<T extends object>(record: T, fields: readonly AuditField<T>[]): string {
  return fields
    .filter(({ key }) => {
      const v = record[key] as AuditValue;
      return v !== null && v !== undefined && v !== '';
    })
    .map(({ key, label }) => `${label} ${auditValue(record[key] as AuditValue)}`)
    .join('; ');
}

/** `Servicio "X" actualizado: …` / `… actualizado: sin cambios`. */
export function updatedText(what: string, changes: string): string {
  return `${what} actualizado: ${changes || 'sin cambios'}`;
}

/** "1 jefe de equipo" / "2 jefes de equipo". */
export function countOf(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** "a, b y c" */
export function joinSpanish(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

/** `Cliente "X" creado: …`, or `Cliente "X" creado` when there is nothing to list. */
export function createdText(what: string, values: string): string {
  return `${what} creado${values ? `: ${values}` : ''}`;
}
