import { SITIO_RADIO, type Sitio, type SitioInput, type TipoSitio } from 'shared/contracts';
import { trimOrNull } from 'shared/format';
import { isTipoSitio } from './sitios-query';

/** The site form's values: texts as typed (ids as text, '' when none chosen). */
export interface SitioFormValues {
  codigo: string;
  nombre: string;
  tipo: TipoSitio | '';
  direccion: string;
  provincia_id: string;
  localidad_id: string;
  latitud: string;
  longitud: string;
  radio_m: string;
  proveedor_id: string;
  activo: boolean;
  notas: string;
}

export type SitioField = keyof SitioFormValues;
export type SitioFormErrors = Partial<Record<SitioField, string>>;

/** The API's messages, word for word (SITIO_FIELD_MESSAGES, api/src/modules/sitios/schemas.ts). */
export const SITIO_MESSAGES = {
  codigo: 'El código es obligatorio',
  codigoLargo: 'Código supera 50 caracteres',
  nombre: 'El nombre es obligatorio',
  nombreLargo: 'Nombre supera 150 caracteres',
  tipo: 'El tipo es obligatorio',
  direccionLarga: 'Dirección supera 200 caracteres',
  provincia: 'El departamento es obligatorio',
  localidad: 'El municipio es obligatorio',
  latitud: 'La latitud es obligatoria',
  latitudRango: 'Latitud entre -90 y 90',
  longitud: 'La longitud es obligatoria',
  longitudRango: 'Longitud entre -180 y 180',
  radioRango: `El radio debe estar entre ${SITIO_RADIO.min} y ${SITIO_RADIO.max} metros`,
  radioEntero: 'El radio es un número entero de metros',
  notasLargas: 'Notas supera 1000 caracteres',
} as const;

/** Field limits of the API (SitioCreateSchema). */
const MAX = { codigo: 50, nombre: 150, direccion: 200, notas: 1000 } as const;

export function emptySitioForm(): SitioFormValues {
  return {
    codigo: '',
    nombre: '',
    tipo: '',
    direccion: '',
    provincia_id: '',
    localidad_id: '',
    latitud: '',
    longitud: '',
    radio_m: '',
    proveedor_id: '',
    activo: true,
    notas: '',
  };
}

export function sitioToForm(s: Sitio): SitioFormValues {
  return {
    codigo: s.codigo,
    nombre: s.nombre,
    tipo: s.tipo,
    direccion: s.direccion ?? '',
    provincia_id: String(s.provincia_id),
    localidad_id: String(s.localidad_id),
    latitud: String(s.latitud),
    longitud: String(s.longitud),
    radio_m: String(s.radio_m),
    proveedor_id: s.proveedor_id === null ? '' : String(s.proveedor_id),
    activo: s.activo,
    notas: s.notas ?? '',
  };
}

/**
 * A decimal as people type it in Colombia or as a GPS app shows it: "4,6097" or "4.6097", spaces around it ignored.
 * NaN when it is not one number.
 */
export function parseDecimal(text: string): number {
  const t = text.trim();
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(t)) return NaN;
  return Number(t.replace(',', '.'));
}

/** The form's point, when both coordinates are valid numbers in range; null otherwise. */
export function pointOf(values: Pick<SitioFormValues, 'latitud' | 'longitud'>): { lat: number; lng: number } | null {
  const lat = parseDecimal(values.latitud);
  const lng = parseDecimal(values.longitud);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** The radius typed, as a number of metres; NaN when it is not an integer; null when left empty (the default). */
export function radioOf(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  return /^\d+$/.test(t) ? Number(t) : NaN;
}

/** The API's rules, checked before sending (the server checks them again, and the place against the point). */
export function validateSitioForm(v: SitioFormValues): SitioFormErrors {
  const errors: SitioFormErrors = {};
  const codigo = v.codigo.trim();
  if (!codigo) errors.codigo = SITIO_MESSAGES.codigo;
  else if (codigo.length > MAX.codigo) errors.codigo = SITIO_MESSAGES.codigoLargo;
  const nombre = v.nombre.trim();
  if (!nombre) errors.nombre = SITIO_MESSAGES.nombre;
  else if (nombre.length > MAX.nombre) errors.nombre = SITIO_MESSAGES.nombreLargo;
  if (!isTipoSitio(v.tipo)) errors.tipo = SITIO_MESSAGES.tipo;
  if (v.direccion.trim().length > MAX.direccion) errors.direccion = SITIO_MESSAGES.direccionLarga;
  if (!v.provincia_id) errors.provincia_id = SITIO_MESSAGES.provincia;
  if (!v.localidad_id) errors.localidad_id = SITIO_MESSAGES.localidad;
  const lat = parseDecimal(v.latitud);
  if (!v.latitud.trim()) errors.latitud = SITIO_MESSAGES.latitud;
  else if (!Number.isFinite(lat) || lat < -90 || lat > 90) errors.latitud = SITIO_MESSAGES.latitudRango;
  const lng = parseDecimal(v.longitud);
  if (!v.longitud.trim()) errors.longitud = SITIO_MESSAGES.longitud;
  else if (!Number.isFinite(lng) || lng < -180 || lng > 180) errors.longitud = SITIO_MESSAGES.longitudRango;
  const radio = radioOf(v.radio_m);
  if (radio !== null) {
    if (Number.isNaN(radio)) errors.radio_m = SITIO_MESSAGES.radioEntero;
    else if (radio < SITIO_RADIO.min || radio > SITIO_RADIO.max) errors.radio_m = SITIO_MESSAGES.radioRango;
  }
  if (v.notas.trim().length > 1000) errors.notas = SITIO_MESSAGES.notasLargas;
  return errors;
}

/** The body of POST /sitios (and PATCH: every field). An empty radius leaves the API's default (SITIO_RADIO_M). */
export function formToSitioInput(v: SitioFormValues): SitioInput {
  const radio = radioOf(v.radio_m);
  return {
    codigo: v.codigo.trim(),
    nombre: v.nombre.trim(),
    tipo: v.tipo as TipoSitio,
    direccion: trimOrNull(v.direccion),
    provincia_id: Number(v.provincia_id),
    localidad_id: Number(v.localidad_id),
    latitud: parseDecimal(v.latitud),
    longitud: parseDecimal(v.longitud),
    ...(radio !== null && !Number.isNaN(radio) ? { radio_m: radio } : {}),
    proveedor_id: v.proveedor_id ? Number(v.proveedor_id) : null,
    activo: v.activo,
    notas: trimOrNull(v.notas),
  };
}

/** "4.651200": a coordinate written into its field after a click on the map. */
export const coordinateText = (n: number) => String(Math.round(n * 1e6) / 1e6);

/** The form's field a server error names (`campo`), if it is one of the form's. */
export function fieldOfServerError(field: string | undefined): SitioField | undefined {
  const fields: readonly string[] = Object.keys(emptySitioForm());
  return field && fields.includes(field) ? (field as SitioField) : undefined;
}
