import type { Cumplimiento } from 'shared/contracts';
import { formatInteger } from 'shared/format';

/** The administrator's section: "23 controles requieren atención", "1 control requiere atención", or none. */
export function controlesAtencionTexto(total: number): string {
  if (total === 0) return 'Ningún control atrasado ni en revisión';
  return total === 1 ? '1 control requiere atención' : `${formatInteger(total)} controles requieren atención`;
}

/**
 * A campaign's counts in words: "12 de 16 controles cumplidos · 2 atrasados · 1 en revisión" (the late and in-review
 * parts only when there are some), or "Aún no vence ningún control" while nothing is due.
 */
export function conteoCumplimientoTexto(c: Cumplimiento): string {
  if (c.debidos === 0) return 'Aún no vence ningún control';
  const parts = [`${formatInteger(c.cumplido)} de ${formatInteger(c.debidos)} ${c.debidos === 1 ? 'control cumplido' : 'controles cumplidos'}`];
  if (c.atrasado > 0) parts.push(`${formatInteger(c.atrasado)} ${c.atrasado === 1 ? 'atrasado' : 'atrasados'}`);
  if (c.en_revision > 0) parts.push(`${formatInteger(c.en_revision)} en revisión`);
  return parts.join(' · ');
}
