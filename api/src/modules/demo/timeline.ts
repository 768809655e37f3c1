import type { EstadoInforme } from 'shared/contracts';
import { bogotaDate, bogotaTimestamp } from '../../platform/time-zone';
import { DEMO_ASIGNACIONES, DEMO_CAMPANAS, DEMO_INCIDENCIAS, DEMO_LUGARES, DEMO_SERVICIOS } from './data';

/**
 * When the demo data happened, relative to the seeding moment `now` (docs/decisions/demo-data-time.md):
 * every timestamp lies strictly before `now` and every calendar date is on or before `now`'s day in
 * Bogotá, whatever the hour, the month or the year. Pure functions of `now` and a seeded PRNG, so the
 * rule is tested at any clock without a database (api/test/demo-time.test.ts).
 */

export const DAY_MS = 86_400_000;
/** Demo activity ends at least this long before the seeding moment. */
const MARGIN_MS = 60_000;

/**
 * hh:mm Bogotá time, `daysAgo` calendar days before `now`; when that is not at least a minute in the
 * past (today, later than the current hour) it moves back one day at a time.
 */
export function pastMoment(now: Date, daysAgo: number, hh: number, mm: number): Date {
  let t = bogotaTimestamp(bogotaDate(new Date(now.getTime() - daysAgo * DAY_MS)), hh, mm);
  while (t.getTime() > now.getTime() - MARGIN_MS) t = new Date(t.getTime() - DAY_MS);
  return t;
}

/** Small deterministic PRNG (mulberry32): the demo data is the same on every machine. */
function prng(seedValue: number): () => number {
  let a = seedValue;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Catalog record number `i` was created about seven months before `now`, in office hours. */
export function catalogMoment(now: Date, i: number): Date {
  return pastMoment(now, 210 - i, 9 + (i % 8), (i * 7) % 60);
}

/** One status change of a demo report (pendiente → … → its final state). */
export interface DemoTransition {
  de: EstadoInforme;
  a: EstadoInforme;
  at: Date;
}

/** A demo report with indexes into the demo data (DEMO_CAMPANAS, DEMO_SERVICIOS, DEMO_LUGARES…). */
export interface DemoInformePlan {
  campana: number;
  cliente: number;
  proveedor: number;
  servicio: number;
  /** DANE municipality code and place (DEMO_LUGARES). */
  lugar: readonly [codigo: string, sitio: string];
  /** Bogotá day of the field work: the day the report was entered or up to two days before. */
  fecha: string;
  /** Bogotá day the client received it (after the report, never after `now`'s day), or null. */
  fecha_recepcion: string | null;
  informe_incidencias: string | null;
  estado: EstadoInforme;
  /** Entered by the provider's demo user (provider 0 only) rather than the administrator. */
  porProveedor: boolean;
  creado_at: Date;
  /** Equal to creado_at, or the time of the last status change. */
  actualizado_at: Date;
  transiciones: DemoTransition[];
}

function statusPath(estado: EstadoInforme, rand: () => number): EstadoInforme[] {
  switch (estado) {
    case 'pendiente':
      return [];
    case 'en_progreso':
      return ['en_progreso'];
    case 'completado':
      return ['en_progreso', 'completado'];
    case 'cancelado':
      return rand() < 0.5 ? ['cancelado'] : ['en_progreso', 'cancelado'];
  }
}

/** The 60 demo reports, spread over the campaigns and the weeks before `now`, oldest first. */
export function planDemoInformes(now: Date, count = 60): DemoInformePlan[] {
  const rand = prng(20250101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const pickIndex = (length: number) => Math.floor(rand() * length);
  const proveedoresDe = new Map<number, number[]>();
  for (const [p, c] of DEMO_ASIGNACIONES) proveedoresDe.set(c, [...(proveedoresDe.get(c) ?? []), p]);
  const activos = DEMO_SERVICIOS.flatMap((s, i) => (s.activo ? [i] : []));
  const nowMs = now.getTime();

  const plans: DemoInformePlan[] = [];
  for (let i = 0; i < count; i++) {
    const campana = i % DEMO_CAMPANAS.length;
    const camp = DEMO_CAMPANAS[campana];
    const proveedor = pick(proveedoresDe.get(camp.cliente)!);
    const servicio = pick(activos);
    const lugar = DEMO_LUGARES[pickIndex(DEMO_LUGARES.length)];
    const span = Math.min(camp.duracionDias, camp.inicioHaceDias);
    const haceDias = Math.max(0, camp.inicioHaceDias - Math.floor(rand() * (span + 1)));
    const creado = pastMoment(now, haceDias, 8 + Math.floor(rand() * 10), Math.floor(rand() * 60));
    const fecha = bogotaDate(new Date(creado.getTime() - Math.floor(rand() * 3) * DAY_MS));

    const terminada = camp.inicioHaceDias - camp.duracionDias > 0;
    const r = rand();
    let estado: EstadoInforme;
    if (terminada) estado = r < 0.85 ? 'completado' : 'cancelado';
    else if (haceDias > 14) estado = r < 0.5 ? 'completado' : r < 0.85 ? 'en_progreso' : r < 0.92 ? 'pendiente' : 'cancelado';
    else estado = r < 0.55 ? 'pendiente' : 'en_progreso';

    // Status changes happen after the report, within ten days and before `now`, in order.
    const path = statusPath(estado, rand);
    const window = Math.max(0, Math.min(10 * DAY_MS, nowMs - MARGIN_MS - creado.getTime()));
    const offsets = path.map(() => Math.floor(rand() * window)).sort((a, b) => a - b);
    const transiciones: DemoTransition[] = path.map((a, k) => ({
      de: k === 0 ? 'pendiente' : path[k - 1],
      a,
      at: new Date(creado.getTime() + offsets[k] + k * 1000),
    }));
    const last = transiciones.at(-1)?.at ?? creado;

    let fechaRecepcion: string | null = null;
    if (estado === 'completado' || (estado === 'en_progreso' && rand() < 0.3)) {
      const received = Math.min(nowMs - MARGIN_MS, creado.getTime() + (1 + Math.floor(rand() * 4)) * DAY_MS);
      fechaRecepcion = bogotaDate(new Date(received));
    }
    plans.push({
      campana,
      cliente: camp.cliente,
      proveedor,
      servicio,
      lugar,
      fecha,
      fecha_recepcion: fechaRecepcion,
      informe_incidencias: rand() < 0.25 ? pick(DEMO_INCIDENCIAS) : null,
      estado,
      porProveedor: proveedor === 0 && rand() < 0.6,
      creado_at: creado,
      actualizado_at: last,
      transiciones,
    });
  }
  return plans.sort((a, b) => a.creado_at.getTime() - b.creado_at.getTime());
}
