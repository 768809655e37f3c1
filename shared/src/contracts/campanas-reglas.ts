/**
 * Sites and campaigns (issue 36; docs/decisions/sitios-campanas.md): the values and rules the API and the screens share,
 * so a phone offline decides as the server does.
 */

export const TIPOS_SITIO = ['valla', 'mupi', 'pantalla_digital', 'punto_de_venta', 'otro'] as const;
export type TipoSitio = (typeof TIPOS_SITIO)[number];
export const TIPO_SITIO_LABELS: Record<TipoSitio, string> = {
  valla: 'Valla',
  mupi: 'Mupi',
  pantalla_digital: 'Pantalla digital',
  punto_de_venta: 'Punto de venta',
  otro: 'Otro',
};

/** A site's geofence, in metres: the default (SITIO_RADIO_M) and its limits. */
export const SITIO_RADIO = { default: 150, min: 10, max: 5000 } as const;

export const ESTADOS_CAMPANA = ['planificada', 'activa', 'finalizada', 'cancelada'] as const;
export type EstadoCampana = (typeof ESTADOS_CAMPANA)[number];
export const ESTADO_CAMPANA_LABELS: Record<EstadoCampana, string> = {
  planificada: 'Planificada',
  activa: 'Activa',
  finalizada: 'Finalizada',
  cancelada: 'Cancelada',
};

/** A campaign's state from its dates in Bogotá's calendar ('YYYY-MM-DD', `hoy` too), unless it was cancelled. */
export function estadoCampana(c: { fecha_inicio: string; fecha_fin: string; cancelada: boolean }, hoy: string): EstadoCampana {
  if (c.cancelada) return 'cancelada';
  if (hoy < c.fecha_inicio) return 'planificada';
  return hoy > c.fecha_fin ? 'finalizada' : 'activa';
}

export const TIPOS_CONTROL = ['instalacion', 'verificacion', 'retiro'] as const;
export type TipoControl = (typeof TIPOS_CONTROL)[number];
export const TIPO_CONTROL_LABELS: Record<TipoControl, string> = {
  instalacion: 'Instalación',
  verificacion: 'Verificación',
  retiro: 'Retiro',
};

/** How early an installation may be reported before the campaign starts (its window opens then). */
export const INSTALACION_ANTICIPO_DIAS = 7;

/** What a campaign line requires. */
export interface ReglasLinea {
  instalacion_dias: number;
  verificacion_cada_dias: number | null;
  retiro_dias: number | null;
}

/** One check of a line and its window (inclusive dates). */
export interface VentanaControl {
  tipo: TipoControl;
  numero: number;
  desde: string;
  hasta: string;
}

/** 'YYYY-MM-DD' plus `days` (negative too). */
export function sumarDias(dia: string, days: number): string {
  const d = new Date(`${dia}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The checks a line requires and their windows:
 * - installation: from INSTALACION_ANTICIPO_DIAS before the start to start + instalacion_dias;
 * - a verification every K days while the campaign is active, each in its own period after the installation's deadline
 *   (the n-th: the K days ending at deadline + n·K, the last one cut at the campaign's end);
 * - removal: from the day after the end to end + retiro_dias.
 */
export function ventanasDeLinea(campana: { fecha_inicio: string; fecha_fin: string }, reglas: ReglasLinea): VentanaControl[] {
  const limiteInstalacion = sumarDias(campana.fecha_inicio, reglas.instalacion_dias);
  const out: VentanaControl[] = [
    { tipo: 'instalacion', numero: 1, desde: sumarDias(campana.fecha_inicio, -INSTALACION_ANTICIPO_DIAS), hasta: limiteInstalacion },
  ];
  const k = reglas.verificacion_cada_dias;
  if (k && k > 0) {
    let desde = sumarDias(limiteInstalacion, 1);
    for (let n = 1; desde <= campana.fecha_fin && n <= 366; n++) {
      const fin = sumarDias(desde, k - 1);
      out.push({ tipo: 'verificacion', numero: n, desde, hasta: fin < campana.fecha_fin ? fin : campana.fecha_fin });
      desde = sumarDias(fin, 1);
    }
  }
  if (reglas.retiro_dias !== null) {
    out.push({
      tipo: 'retiro',
      numero: 1,
      desde: sumarDias(campana.fecha_fin, 1),
      hasta: sumarDias(campana.fecha_fin, Math.max(1, reglas.retiro_dias)),
    });
  }
  return out;
}

/** "Instalación", "Verificación 3", "Retiro". */
export function nombreControl(c: { tipo: TipoControl; numero: number }): string {
  return c.tipo === 'verificacion' ? `${TIPO_CONTROL_LABELS.verificacion} ${c.numero}` : TIPO_CONTROL_LABELS[c.tipo];
}

/** Great-circle distance in metres between two positions (haversine, mean Earth radius). */
export function distanciaMetros(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "85 m", "1,2 km", "23 km". */
export function formatoDistancia(metros: number): string {
  if (metros < 1000) return `${Math.round(metros)} m`;
  const km = metros / 1000;
  return km < 10 ? `${km.toFixed(1).replace('.', ',')} km` : `${Math.round(km)} km`;
}
