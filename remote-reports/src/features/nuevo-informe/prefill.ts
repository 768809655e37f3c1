import type { CampanaParaInforme } from '../informes/api/campana-sitio';
import type { InformeFormValues } from '../informes/api/informe-form';

/**
 * A report of one campaign check, opened from "Por reportar" (issue 37): `/nuevo-informe?cliente_id&proveedor_id&
 * campana_id&sitio_id&control_id`. The form reads the ids once; the rest (the campaign's name, the site's department
 * and municipality, the line's service) comes from the client's open campaigns with the provider's sites
 * (GET /campanas/para-informe, kept offline), so the link never carries what the server may have changed since.
 */
export const PREFILL_PARAMS = ['cliente_id', 'proveedor_id', 'campana_id', 'sitio_id', 'control_id'] as const;

export type PrefillInforme = Record<(typeof PREFILL_PARAMS)[number], string>;

/** The form's address for reporting one check. */
export function enlaceNuevoInforme(ids: Record<(typeof PREFILL_PARAMS)[number], number>): string {
  const query = new URLSearchParams(PREFILL_PARAMS.map((k) => [k, String(ids[k])]));
  return `/nuevo-informe?${query.toString()}`;
}

const ID = /^[1-9]\d{0,9}$/;

/** The check to report, when the address names all five ids (positive integers); null otherwise. */
export function prefillDeUrl(params: URLSearchParams): PrefillInforme | null {
  const values = PREFILL_PARAMS.map((k) => params.get(k) ?? '');
  if (!values.every((v) => ID.test(v))) return null;
  return Object.fromEntries(PREFILL_PARAMS.map((k, i) => [k, values[i]])) as PrefillInforme;
}

/**
 * The form's values for that check from the open campaigns: the campaign by id and name, its site's place and its
 * line's service, the check. null when the campaign, the site or the check is not among them (the campaign closed
 * or was cancelled, the line moved to another provider).
 */
export function valoresDePrefill(p: PrefillInforme, campanas: readonly CampanaParaInforme[]): Partial<InformeFormValues> | null {
  const campana = campanas.find((c) => String(c.id) === p.campana_id);
  const sitio = campana?.sitios.find((s) => String(s.sitio_id) === p.sitio_id && String(s.proveedor_id) === p.proveedor_id);
  const control = sitio?.controles.find((c) => String(c.id) === p.control_id);
  if (!campana || !sitio || !control) return null;
  return {
    cliente_id: p.cliente_id,
    proveedor_id: p.proveedor_id,
    campana: campana.nombre,
    campana_id: p.campana_id,
    sitio_id: p.sitio_id,
    control_id: p.control_id,
    servicio_id: String(sitio.servicio_id),
    provincia_id: String(sitio.provincia_id),
    localidad_id: String(sitio.localidad_id),
  };
}

/** Said when the check can no longer be reported from here: the form keeps the client and provider only. */
export const PREFILL_NO_DISPONIBLE =
  'Ese control ya no está entre las campañas abiertas del cliente: elija la campaña, el sitio y el control en el formulario.';
