import type { Cumplimiento } from 'shared/contracts';
import { formatInteger, formatPercent } from 'shared/format';

const plural = (n: number, one: string, many: string) => `${formatInteger(n)} ${n === 1 ? one : many}`;

/** "12 de 16 controles debidos cumplidos" (due so far: fulfilled, in review or late); none due yet said so. */
export function debidosTexto(c: Cumplimiento): string {
  if (c.debidos === 0) return 'Ningún control vencido todavía';
  return `${formatInteger(c.cumplido)} de ${plural(c.debidos, 'control debido cumplido', 'controles debidos cumplidos')}`;
}

/** "87,5 % · 2 atrasados", "— · sin atrasos": a campaign's compliance in one cell of the list. */
export function cumplimientoCorto(c: Cumplimiento): string {
  return `${formatPercent(c.porcentaje)} · ${c.atrasado === 0 ? 'sin atrasos' : plural(c.atrasado, 'atrasado', 'atrasados')}`;
}

/** The summary's counts, in the order shown; "No aplica" only when some check is cancelled. */
export function conteosCumplimiento(c: Cumplimiento): { term: string; value: number }[] {
  const list = [
    { term: 'Cumplidos', value: c.cumplido },
    { term: 'En revisión', value: c.en_revision },
    { term: 'Atrasados', value: c.atrasado },
    { term: 'Pendientes', value: c.pendiente },
  ];
  return c.no_aplica > 0 ? [...list, { term: 'No aplica', value: c.no_aplica }] : list;
}
