/**
 * Campaign compliance (issue 37; docs/decisions/cumplimiento.md): the state of each check of a campaign line and the
 * summary of many. The API computes each check's state in SQL from the counts the database keeps (migration 021) and
 * Bogotá's date; `estadoControl` is the same rule, for a phone that kept the data and a new day began offline.
 */

export const ESTADOS_CONTROL = ['pendiente', 'cumplido', 'en_revision', 'atrasado', 'no_aplica'] as const;
export type EstadoControl = (typeof ESTADOS_CONTROL)[number];
export const ESTADO_CONTROL_LABELS: Record<EstadoControl, string> = {
  pendiente: 'Pendiente',
  cumplido: 'Cumplido',
  en_revision: 'En revisión',
  atrasado: 'Atrasado',
  no_aplica: 'No aplica',
};

/** What decides a check's state. */
export interface HechosControl {
  /** Its window's last day ('YYYY-MM-DD', Bogotá). */
  hasta: string;
  /** The campaign or the line was cancelled. */
  cancelado: boolean;
  /** Reports of its line inside its window with at least one photo whose flags are none or reviewed. */
  informes_validos: number;
  /** Reports inside its window whose photos all carry flags nobody reviewed yet. */
  informes_en_revision: number;
}

/**
 * no_aplica (campaign or line cancelled), cumplido (a valid report), en_revision (a report whose photos wait for a
 * review), atrasado (window closed, nothing), pendiente (window not closed). `hoy` is Bogotá's date.
 */
export function estadoControl(c: HechosControl, hoy: string): EstadoControl {
  if (c.cancelado) return 'no_aplica';
  if (c.informes_validos > 0) return 'cumplido';
  if (c.informes_en_revision > 0) return 'en_revision';
  return c.hasta < hoy ? 'atrasado' : 'pendiente';
}

/** How many checks are in each state. */
export type ConteoEstados = Record<EstadoControl, number>;

export interface Cumplimiento extends ConteoEstados {
  /** Checks due so far: fulfilled, in review or late (a pending one is not due yet; a cancelled one never). */
  debidos: number;
  /** Fulfilled of those due, 0–100 with one decimal; null while nothing is due. */
  porcentaje: number | null;
}

export function conteoVacio(): ConteoEstados {
  return { pendiente: 0, cumplido: 0, en_revision: 0, atrasado: 0, no_aplica: 0 };
}

/** The summary of some checks from how many are in each state. */
export function resumenCumplimiento(conteo: Partial<ConteoEstados>): Cumplimiento {
  const c = { ...conteoVacio(), ...conteo };
  const debidos = c.cumplido + c.en_revision + c.atrasado;
  return { ...c, debidos, porcentaje: debidos === 0 ? null : Math.round((c.cumplido / debidos) * 1000) / 10 };
}

/** The summary of a list of states. */
export function cumplimientoDe(estados: Iterable<EstadoControl>): Cumplimiento {
  const conteo = conteoVacio();
  for (const e of estados) conteo[e] += 1;
  return resumenCumplimiento(conteo);
}
