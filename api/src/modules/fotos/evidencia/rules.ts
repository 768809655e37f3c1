import { sumarDias, TIPOS_ALERTA_FOTO, type TipoAlertaFoto } from 'shared/contracts';
import { bogotaDate } from '../../../platform/time-zone';
import { measureDistanceKm } from './geo';
import { MOTIVOS } from './motivos';

/**
 * The flags of one photo, from the photo, its report and the other reports' photos that look like it
 * (docs/decisions/photo-evidence.md, "The checks"). Pure: service.ts reads the inputs and writes the result.
 */

/** The declared coordinates more than this far from the file's own GPS: `gps_no_coincide`. */
const GPS_TOLERANCE_KM = 0.1;
/** Without fecha_recepcion a report's photos may be taken up to this many days after its fecha. */
const DAYS_WITHOUT_RECEPCION = 7;

export interface FotoFacts {
  id: number;
  latitud: number | null;
  longitud: number | null;
  tiene_metadatos_gps: boolean;
  /** The capture instant (ISO; Bogotá's -05:00 assumed when the file had no offset), or null. */
  tomada_at: string | null;
  gps_latitud: number | null;
  gps_longitud: number | null;
  /** null: the file was not read yet (the EXIF checks wait for it). */
  evidencia_leida_at: string | null;
}

export interface InformeFacts {
  fecha: string;
  fecha_recepcion: string | null;
  /** "Leticia, Amazonas" */
  lugar: string;
  localidad_latitud: number | null;
  localidad_longitud: number | null;
  /** The site it proves, when it names one: its geofence replaces the municipality's distance. */
  sitio: { nombre: string; latitud: number; longitud: number; radio_m: number } | null;
  /** The window of the check it answers, when it names one (inclusive dates, Bogotá). */
  ventana: { nombre: string; desde: string; hasta: string } | null;
}

/** Another report's photo with the same bytes (`mismosBytes`) or a near difference hash. */
export interface Parecida {
  informe_id: number;
  mismosBytes: boolean;
}

export interface ComputedAlerta {
  tipo: TipoAlertaFoto;
  motivo: string;
  informe_relacionado_id: number | null;
}

export function computeFotoAlertas(
  foto: FotoFacts,
  informe: InformeFacts,
  parecidas: readonly Parecida[],
  opciones: { distanciaKm: number },
): ComputedAlerta[] {
  const out: ComputedAlerta[] = [];
  const related = (mismosBytes: boolean) => [...new Set(parecidas.filter((p) => p.mismosBytes === mismosBytes).map((p) => p.informe_id))];
  for (const id of related(true).sort((a, b) => a - b)) out.push({ tipo: 'duplicada', motivo: MOTIVOS.duplicada(id), informe_relacionado_id: id });
  const exact = new Set(related(true));
  for (const id of related(false)
    .filter((id) => !exact.has(id))
    .sort((a, b) => a - b)) {
    out.push({ tipo: 'casi_duplicada', motivo: MOTIVOS.casiDuplicada(id), informe_relacionado_id: id });
  }
  const leida = foto.evidencia_leida_at !== null;
  if (leida && foto.tomada_at) {
    // The capture day on Bogotá's calendar, like the report's dates (not the camera's wall clock in another zone).
    const dia = bogotaDate(new Date(foto.tomada_at));
    const hasta = informe.fecha_recepcion ?? sumarDias(informe.fecha, DAYS_WITHOUT_RECEPCION);
    if (dia < informe.fecha || dia > hasta) {
      out.push({ tipo: 'fuera_de_fechas', motivo: MOTIVOS.fueraDeFechas(dia, informe.fecha, hasta), informe_relacionado_id: null });
    }
    const v = informe.ventana;
    if (v && (dia < v.desde || dia > v.hasta)) {
      out.push({ tipo: 'fuera_de_ventana', motivo: MOTIVOS.fueraDeVentana(dia, v.nombre, v.desde, v.hasta), informe_relacionado_id: null });
    }
  } else if (leida) {
    out.push({ tipo: 'sin_fecha', motivo: MOTIVOS.sinFecha, informe_relacionado_id: null });
  }
  const lat = foto.latitud ?? foto.gps_latitud;
  const lon = foto.longitud ?? foto.gps_longitud;
  const sitio = informe.sitio;
  if (lat !== null && lon !== null && sitio) {
    // A report at a site is judged against the site's geofence, not the municipality (docs/decisions/sitios-campanas.md).
    const km = measureDistanceKm(lat, lon, sitio.latitud, sitio.longitud);
    if (km * 1000 > sitio.radio_m) {
      out.push({ tipo: 'lejos_del_sitio', motivo: MOTIVOS.lejosDelSitio(km, sitio.nombre, sitio.radio_m), informe_relacionado_id: null });
    }
  } else if (lat !== null && lon !== null && informe.localidad_latitud !== null && informe.localidad_longitud !== null) {
    const km = measureDistanceKm(lat, lon, informe.localidad_latitud, informe.localidad_longitud);
    if (km > opciones.distanciaKm) {
      out.push({ tipo: 'lejos_del_municipio', motivo: MOTIVOS.lejos(km, informe.lugar, opciones.distanciaKm), informe_relacionado_id: null });
    }
  }
  if (foto.tiene_metadatos_gps && foto.latitud !== null && foto.longitud !== null && foto.gps_latitud !== null && foto.gps_longitud !== null) {
    const km = measureDistanceKm(foto.latitud, foto.longitud, foto.gps_latitud, foto.gps_longitud);
    if (km > GPS_TOLERANCE_KM) out.push({ tipo: 'gps_no_coincide', motivo: MOTIVOS.gpsNoCoincide(km), informe_relacionado_id: null });
  }
  if (foto.latitud !== null && foto.longitud !== null && !foto.tiene_metadatos_gps) {
    out.push({ tipo: 'ubicacion_manual', motivo: MOTIVOS.ubicacionManual, informe_relacionado_id: null });
  }
  return sortAlertas(out);
}

/** TIPOS_ALERTA_FOTO order, then the related report. */
export function sortAlertas<T extends { tipo: TipoAlertaFoto; informe_relacionado_id: number | null }>(alertas: T[]): T[] {
  const rank = (t: TipoAlertaFoto) => TIPOS_ALERTA_FOTO.indexOf(t);
  return alertas.sort((a, b) => rank(a.tipo) - rank(b.tipo) || (a.informe_relacionado_id ?? 0) - (b.informe_relacionado_id ?? 0));
}
