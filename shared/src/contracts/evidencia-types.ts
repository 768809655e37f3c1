// A photo's own evidence and the checks made on it (issue #25; docs/decisions/photo-evidence.md).
// The server reads each original's EXIF on upload and flags what does not add up; it never refuses a photo for it.
import type { components } from './generated/openapi';

// The API shapes are the OpenAPI document's named schemas (generated/openapi.ts, `pnpm openapi:types`).
type Schemas = components['schemas'];

/** What the server read from the photo's own file (its EXIF header). Every field is null when the file lacks it. */
export type EvidenciaFoto = Schemas['EvidenciaFoto'];

/** The checks, in the order a photo's badges are shown. */
export const TIPOS_ALERTA_FOTO = [
  'duplicada',
  'casi_duplicada',
  'fuera_de_fechas',
  'fuera_de_ventana',
  'sin_fecha',
  'lejos_del_sitio',
  'lejos_del_municipio',
  'gps_no_coincide',
  'ubicacion_manual',
] as const;
export type TipoAlertaFoto = (typeof TIPOS_ALERTA_FOTO)[number];

/** Short badge texts; the full reason is `AlertaFoto.motivo`. */
export const ALERTA_FOTO_LABELS: Record<TipoAlertaFoto, string> = {
  duplicada: 'Foto repetida',
  casi_duplicada: 'Foto casi igual',
  fuera_de_fechas: 'Fuera de fechas',
  fuera_de_ventana: 'Fuera de ventana',
  sin_fecha: 'Sin fecha de captura',
  lejos_del_sitio: 'Lejos del sitio',
  lejos_del_municipio: 'Lejos del municipio',
  gps_no_coincide: 'GPS no coincide',
  ubicacion_manual: 'Ubicación manual',
};

/** An administrator's review of a flag: the doubt was looked at and settled, with a comment. */
export type RevisionAlerta = Schemas['RevisionAlerta'];

/** One flag on one photo. */
export type AlertaFoto = Schemas['AlertaFoto'];

/** POST /archivos/:id/alertas/:alertaId/revision body (administrators only). */
export type RevisionAlertaInput = Schemas['RevisionAlertaInput'];

/** GET /informes `alertas` filter: reports with open flags, or verified ones (photos, none with an open flag). */
export const FILTROS_ALERTAS = ['con', 'sin'] as const;
export type FiltroAlertas = (typeof FILTROS_ALERTAS)[number];
export const FILTRO_ALERTAS_LABELS: Record<FiltroAlertas, string> = {
  con: 'Con alertas',
  sin: 'Verificados',
};

/**
 * The verification state a report shows: "Verificado" when it has photos and no open flag, else the number of open
 * flags; a report without photos has none.
 */
export function verificacionInforme(r: { archivos_count: number; alertas_count: number }): 'sin_fotos' | 'verificado' | 'con_alertas' {
  if (r.alertas_count > 0) return 'con_alertas';
  return r.archivos_count > 0 ? 'verificado' : 'sin_fotos';
}
