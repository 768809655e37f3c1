import { sumarDias, ventanasDeLinea, type EstadoInforme, type VentanaControl } from 'shared/contracts';
import { bogotaDate, bogotaTimestamp } from '../../platform/time-zone';
import { DEMO_CAMPANAS, DEMO_INCIDENCIAS, type DemoCampana } from './data';

/**
 * When the demo data happened, relative to the seeding moment `now` (docs/decisions/demo-data-time.md):
 * every timestamp lies strictly before `now` and every calendar date is on or before `now`'s day in
 * Bogotá, whatever the hour, the month or the year. Pure functions of `now` and a seeded PRNG, so the
 * rule is tested at any clock without a database (api/test/demo-time.test.ts).
 */

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
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
export function prng(seedValue: number): () => number {
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

/** Which story a demo report tells with its photos and its client's word (seed-fotos.ts acts it out). */
export type DemoRol =
  /** Its first photo is reused, same bytes, by the report `duplicada_copia` of the same site: both are flagged. */
  | 'duplicada_origen'
  | 'duplicada_copia'
  /** A photo taken ~1.9 km from its site (open flag) or ~300 m away (flag reviewed by the administrator). */
  | 'lejos'
  | 'lejos_revisada'
  /** A photo taken the day after its check's window closed (open flag, or reviewed). */
  | 'fuera_de_ventana'
  | 'fuera_de_ventana_revisada'
  /** Completado: the client accepted it, or sent it back with a problem (then En Progreso). */
  | 'aceptado'
  | 'devuelto'
  /** No photo yet. */
  | 'sin_fotos';

/** A demo report with indexes into the demo data (DEMO_CAMPANAS, its lines, DEMO_SERVICIOS…). */
export interface DemoInformePlan {
  campana: number;
  /** Index in the campaign's lineas: its site, provider and service. */
  linea: number;
  cliente: number;
  proveedor: number;
  servicio: number;
  /** Site code (DEMO_SITIOS). */
  sitio: string;
  /** The check it answers and its window (inclusive Bogotá days). */
  control: VentanaControl;
  /** Bogotá day of the field work: inside its check's window (a few late), on the day the report was entered or up to two days before. */
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
  rol: DemoRol | null;
}

/** A demo campaign's dates: `inicioHaceDias` Bogotá days before `now`'s day, for `duracionDias` days. */
export function demoCampanaFechas(now: Date, c: DemoCampana): { fecha_inicio: string; fecha_fin: string; cancelada: string | null } {
  const fecha_inicio = sumarDias(bogotaDate(now), -c.inicioHaceDias);
  return {
    fecha_inicio,
    fecha_fin: sumarDias(fecha_inicio, c.duracionDias - 1),
    cancelada: c.cancelada ? sumarDias(fecha_inicio, c.cancelada.diasTrasInicio) : null,
  };
}

/** Whole days from `a` to `b` ('YYYY-MM-DD'). */
function diasEntre(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T12:00:00Z`) - Date.parse(`${a}T12:00:00Z`)) / DAY_MS);
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

interface Slot {
  campana: number;
  linea: number;
  control: VentanaControl;
  /** The last day a report may be dated: the window's end, today, or the campaign's cancellation. */
  ultimo: string;
  rol: DemoRol | null;
}

/**
 * The checks the reports answer: every check of every line whose window has opened (before a cancellation), those
 * that tell a story first (the roles), then the rest in a seeded order; one report each, `count` of them.
 */
function chooseSlots(now: Date, count: number, rand: () => number): Slot[] {
  const today = bogotaDate(now);
  const roles: Array<{ campana: number; linea: number; tipo: VentanaControl['tipo']; numero: number; rol: DemoRol }> = [
    // The demo client's (Bebidas La Sabana) and the demo provider's (Exterior Andina) reports tell most stories.
    { campana: 0, linea: 0, tipo: 'instalacion', numero: 1, rol: 'duplicada_origen' },
    { campana: 0, linea: 0, tipo: 'verificacion', numero: 1, rol: 'duplicada_copia' },
    { campana: 1, linea: 2, tipo: 'instalacion', numero: 1, rol: 'lejos' },
    { campana: 1, linea: 1, tipo: 'instalacion', numero: 1, rol: 'fuera_de_ventana' },
    { campana: 3, linea: 1, tipo: 'instalacion', numero: 1, rol: 'lejos_revisada' },
    { campana: 9, linea: 0, tipo: 'instalacion', numero: 1, rol: 'fuera_de_ventana_revisada' },
    { campana: 0, linea: 1, tipo: 'instalacion', numero: 1, rol: 'aceptado' },
    { campana: 1, linea: 4, tipo: 'instalacion', numero: 1, rol: 'devuelto' },
    { campana: 1, linea: 0, tipo: 'instalacion', numero: 1, rol: 'aceptado' },
  ];
  const all: Slot[] = [];
  DEMO_CAMPANAS.forEach((c, ci) => {
    const fechas = demoCampanaFechas(now, c);
    c.lineas.forEach((_, li) => {
      for (const control of ventanasDeLinea(fechas, c.reglas)) {
        let ultimo = control.hasta < today ? control.hasta : today;
        if (fechas.cancelada && fechas.cancelada < ultimo) ultimo = fechas.cancelada;
        if (control.desde > ultimo) continue;
        const r = roles.find((x) => x.campana === ci && x.linea === li && x.tipo === control.tipo && x.numero === control.numero);
        all.push({ campana: ci, linea: li, control, ultimo, rol: r?.rol ?? null });
      }
    });
  });
  const conRol = all.filter((s) => s.rol !== null);
  const resto = all.filter((s) => s.rol === null);
  // Fisher–Yates with the seeded PRNG: the same choice on every machine and at every hour of a day.
  for (let i = resto.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [resto[i], resto[j]] = [resto[j], resto[i]];
  }
  return [...conRol, ...resto].slice(0, count);
}

/**
 * The 60 demo reports, each at a check of a campaign line whose window has opened, oldest first. Some checks get no
 * report (pending while their window is open, late once it closed), a few reports come after their window.
 */
export function planDemoInformes(now: Date, count = 60): DemoInformePlan[] {
  const rand = prng(20250101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const today = bogotaDate(now);
  const nowMs = now.getTime();

  const plans: DemoInformePlan[] = [];
  for (const [n, slot] of chooseSlots(now, count, rand).entries()) {
    const camp = DEMO_CAMPANAS[slot.campana];
    const [sitio, proveedor, servicio] = camp.lineas[slot.linea];
    const fechas = demoCampanaFechas(now, camp);
    const rol = slot.rol;
    const tarde = rol === null && n % 11 === 5 && diasEntre(slot.control.hasta, today) >= 3;
    // The field-work day: inside the window; a few (tarde) up to three days after it closed; the stories of a photo
    // taken the day after the window on its last day.
    let dia = sumarDias(slot.control.desde, Math.floor(rand() * (diasEntre(slot.control.desde, slot.ultimo) + 1)));
    if (tarde) dia = sumarDias(slot.control.hasta, 1 + Math.floor(rand() * 3));
    if (rol === 'fuera_de_ventana' || rol === 'fuera_de_ventana_revisada') dia = slot.ultimo;
    const entrada = rol?.startsWith('fuera_de_ventana') ? 2 : Math.floor(rand() * 3);
    const haceDias = Math.max(0, diasEntre(dia, today) - entrada);
    const creado = pastMoment(now, haceDias, 8 + Math.floor(rand() * 10), Math.floor(rand() * 60));
    const diaCreado = bogotaDate(creado);
    const fecha = dia < diaCreado ? dia : diaCreado;

    const r = rand();
    let estado: EstadoInforme;
    // A finished campaign's reports are done, some cancelled (one in four); a cancelled campaign's, mostly cancelled.
    if (fechas.cancelada !== null) estado = r < 0.3 ? 'completado' : 'cancelado';
    else if (fechas.fecha_fin < today) estado = n % 4 === 1 ? 'cancelado' : 'completado';
    else if (haceDias > 14) estado = r < 0.5 ? 'completado' : r < 0.85 ? 'en_progreso' : r < 0.92 ? 'pendiente' : 'cancelado';
    else estado = r < 0.55 ? 'pendiente' : 'en_progreso';
    if (rol !== null && rol !== 'sin_fotos') estado = 'completado';

    // Status changes happen after the report, within ten days and before `now`, in order.
    const path = statusPath(estado, rand);
    const window = Math.max(0, Math.min(10 * DAY_MS, nowMs - MARGIN_MS - creado.getTime()));
    // The first change comes an hour after the report at the earliest: its photos are sent meanwhile (seed-fotos.ts).
    const offsets = path.map(() => Math.min(window, HOUR_MS + Math.floor(rand() * window))).sort((a, b) => a - b);
    const transiciones: DemoTransition[] = path.map((a, k) => ({
      de: k === 0 ? 'pendiente' : path[k - 1],
      a,
      at: new Date(creado.getTime() + offsets[k] + (k + 1) * 1000),
    }));
    const last = transiciones.at(-1)?.at ?? creado;

    let fechaRecepcion: string | null = null;
    if (estado === 'completado' || (estado === 'en_progreso' && rand() < 0.3)) {
      const received = Math.min(nowMs - MARGIN_MS, creado.getTime() + (1 + Math.floor(rand() * 4)) * DAY_MS);
      fechaRecepcion = bogotaDate(new Date(received));
    }
    plans.push({
      campana: slot.campana,
      linea: slot.linea,
      cliente: camp.cliente,
      proveedor,
      servicio,
      sitio,
      control: slot.control,
      fecha,
      fecha_recepcion: fechaRecepcion,
      informe_incidencias: rand() < 0.25 ? pick(DEMO_INCIDENCIAS) : null,
      estado,
      porProveedor: proveedor === 0 && rand() < 0.6,
      creado_at: creado,
      actualizado_at: last,
      transiciones,
      rol: rol ?? (estado === 'pendiente' && n % 3 === 0 ? 'sin_fotos' : null),
    });
  }
  return plans.sort((a, b) => a.creado_at.getTime() - b.creado_at.getTime());
}
