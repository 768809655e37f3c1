import { distanciaMetros, estadoControl, type ApiSchema, type EstadoControl } from 'shared/contracts';
import { formatDate } from 'shared/format';
import type { Posicion } from '../../informes/api/campana-sitio';

/** A check of GET /campanas/controles?por_reportar=true: its campaign, client, site, provider and window. */
export type ControlPorReportar = ApiSchema<'ControlCampana'>;

/**
 * Its state on Bogotá's `hoy`: the API's as it answered, except that a check kept pending (offline, from the day it
 * was loaded) whose window has closed since is late — the same rule as the server's (estadoControl).
 */
export function estadoAl(c: ControlPorReportar, hoy: string): EstadoControl {
  return estadoControl(
    {
      hasta: c.hasta,
      cancelado: c.estado === 'no_aplica',
      informes_validos: c.estado === 'cumplido' ? 1 : 0,
      informes_en_revision: c.estado === 'en_revision' ? 1 : 0,
    },
    hoy,
  );
}

export interface FilaPorReportar {
  control: ControlPorReportar;
  estado: EstadoControl;
  /** Metres from the phone to the site; null while its position is unknown. */
  metros: number | null;
}

/**
 * The rows of "Por reportar" on `hoy`: the checks still to report (pending or late), in the API's order (soonest
 * deadline first, late ones leading), or nearest first when asked and the position is known (ties: the API's order).
 */
export function filasPorReportar(
  controles: readonly ControlPorReportar[],
  hoy: string,
  posicion: Posicion | null,
  porCercania: boolean,
): FilaPorReportar[] {
  const filas = controles
    .map((control) => ({
      control,
      estado: estadoAl(control, hoy),
      metros: posicion ? distanciaMetros(posicion.lat, posicion.lng, control.latitud, control.longitud) : null,
    }))
    .filter((f) => f.estado === 'pendiente' || f.estado === 'atrasado');
  if (!posicion || !porCercania) return filas;
  return filas
    .map((f, i) => ({ f, i }))
    .sort((a, b) => a.f.metros! - b.f.metros! || a.i - b.i)
    .map(({ f }) => f);
}

/** "Venció el 01/12/2026" (late), "Del 05/12/2026 al 12/12/2026" (not open yet), "Hasta el 03/12/2026" (open). */
export function ventanaTexto(c: { desde: string; hasta: string }, hoy: string): string {
  if (c.hasta < hoy) return `Venció el ${formatDate(c.hasta)}`;
  if (c.desde > hoy) return `Del ${formatDate(c.desde)} al ${formatDate(c.hasta)}`;
  return `Hasta el ${formatDate(c.hasta)}`;
}
