import type { ApiSchema } from 'shared/contracts';
import { trimOrNull } from 'shared/format';

type Campana = ApiSchema<'Campana'>;

/** The campaign form's values: texts as typed (the client's id as text, '' when none chosen). */
export interface CampanaFormValues {
  cliente_id: string;
  nombre: string;
  descripcion: string;
  fecha_inicio: string;
  fecha_fin: string;
}

export type CampanaField = keyof CampanaFormValues;
export type CampanaFormErrors = Partial<Record<CampanaField, string>>;

/** The API's messages, word for word (CAMPANA_FIELD_MESSAGES and MSG_CAMPANA, api/src/modules/campanas/schemas.ts). */
export const CAMPANA_MESSAGES = {
  cliente: 'El cliente es obligatorio',
  nombre: 'El nombre es obligatorio',
  nombreLargo: 'Nombre supera 200 caracteres',
  descripcionLarga: 'Descripción supera 1000 caracteres',
  inicio: 'La fecha de inicio es obligatoria',
  inicioFormato: 'Fecha de inicio no válida (AAAA-MM-DD)',
  fin: 'La fecha de fin es obligatoria',
  finFormato: 'Fecha de fin no válida (AAAA-MM-DD)',
  fechas: 'La fecha de fin no puede ser anterior a la de inicio',
  motivo: 'Indica el motivo de la cancelación',
  motivoLargo: 'Motivo supera 500 caracteres',
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const emptyCampanaForm = (): CampanaFormValues => ({ cliente_id: '', nombre: '', descripcion: '', fecha_inicio: '', fecha_fin: '' });

export const campanaToForm = (c: Campana): CampanaFormValues => ({
  cliente_id: String(c.cliente_id),
  nombre: c.nombre,
  descripcion: c.descripcion ?? '',
  fecha_inicio: c.fecha_inicio,
  fecha_fin: c.fecha_fin,
});

/** The API's rules, checked before sending (the server checks them again). */
export function validateCampanaForm(v: CampanaFormValues): CampanaFormErrors {
  const errors: CampanaFormErrors = {};
  if (!/^[1-9]\d*$/.test(v.cliente_id)) errors.cliente_id = CAMPANA_MESSAGES.cliente;
  const nombre = v.nombre.trim();
  if (!nombre) errors.nombre = CAMPANA_MESSAGES.nombre;
  else if (nombre.length > 200) errors.nombre = CAMPANA_MESSAGES.nombreLargo;
  if (v.descripcion.trim().length > 1000) errors.descripcion = CAMPANA_MESSAGES.descripcionLarga;
  if (!v.fecha_inicio) errors.fecha_inicio = CAMPANA_MESSAGES.inicio;
  else if (!DATE.test(v.fecha_inicio)) errors.fecha_inicio = CAMPANA_MESSAGES.inicioFormato;
  if (!v.fecha_fin) errors.fecha_fin = CAMPANA_MESSAGES.fin;
  else if (!DATE.test(v.fecha_fin)) errors.fecha_fin = CAMPANA_MESSAGES.finFormato;
  else if (!errors.fecha_inicio && v.fecha_fin < v.fecha_inicio) errors.fecha_fin = CAMPANA_MESSAGES.fechas;
  return errors;
}

/** POST /campanas body. */
export function formToCampanaInput(v: CampanaFormValues): ApiSchema<'CampanaInput'> {
  return {
    cliente_id: Number(v.cliente_id),
    nombre: v.nombre.trim(),
    descripcion: trimOrNull(v.descripcion),
    fecha_inicio: v.fecha_inicio,
    fecha_fin: v.fecha_fin,
  };
}

/** PATCH /campanas/:id body: every field but the client (a campaign's client never changes). */
export function formToCampanaPatch(v: CampanaFormValues): ApiSchema<'CampanaPatch'> {
  const { cliente_id: _cliente, ...patch } = formToCampanaInput(v);
  return patch;
}

/** The form's field a server error names (`campo`), if it is one of the form's. */
export function fieldOfServerError(field: string | undefined): CampanaField | undefined {
  const fields: readonly string[] = Object.keys(emptyCampanaForm());
  return field && fields.includes(field) ? (field as CampanaField) : undefined;
}

/** The cancellation's reason, checked as the API does. */
export function validateMotivo(motivo: string): string | null {
  const text = motivo.trim();
  if (!text) return CAMPANA_MESSAGES.motivo;
  return text.length > 500 ? CAMPANA_MESSAGES.motivoLargo : null;
}
