import type { ApiError } from 'shared/api';
import { isSexo, type Cliente, type ClienteInput } from 'shared/contracts';
import { joinPresent, trimOrNull } from '../../common/lib/text';

export interface ClienteFormValues {
  razon_social: string;
  nif: string;
  telefono: string;
  correo: string;
  direccion: string;
  ciudad: string;
  /** Select value ('' = none). */
  provincia_id: string;
  nombres_representante: string;
  apellidos_representante: string;
  usuario: string;
  sexo: string;
}

export type ClienteFormErrors = Partial<Record<'razon_social', string>>;

/** Spec §5 and §8, word for word. */
export const CLIENTE_MESSAGES = {
  razonSocial: 'Razón social es requerida',
  duplicada: 'Ya existe un cliente con esa razón social',
} as const;

export const EMPTY_CLIENTE_FORM: ClienteFormValues = {
  razon_social: '',
  nif: '',
  telefono: '',
  correo: '',
  direccion: '',
  ciudad: '',
  provincia_id: '',
  nombres_representante: '',
  apellidos_representante: '',
  usuario: '',
  sexo: '',
};

export function clienteToForm(c: Cliente): ClienteFormValues {
  return {
    razon_social: c.razon_social,
    nif: c.nif ?? '',
    telefono: c.telefono ?? '',
    correo: c.correo ?? '',
    direccion: c.direccion ?? '',
    ciudad: c.ciudad ?? '',
    provincia_id: c.provincia_id ? String(c.provincia_id) : '',
    nombres_representante: c.nombres_representante ?? '',
    apellidos_representante: c.apellidos_representante ?? '',
    usuario: c.usuario ?? '',
    sexo: c.sexo ?? '',
  };
}

export function validateClienteForm(values: ClienteFormValues): ClienteFormErrors {
  return values.razon_social.trim() ? {} : { razon_social: CLIENTE_MESSAGES.razonSocial };
}

export function formToClienteInput(values: ClienteFormValues): ClienteInput {
  const provincia = Number(values.provincia_id);
  return {
    razon_social: values.razon_social.trim(),
    nif: trimOrNull(values.nif),
    telefono: trimOrNull(values.telefono),
    correo: trimOrNull(values.correo),
    direccion: trimOrNull(values.direccion),
    ciudad: trimOrNull(values.ciudad),
    provincia_id: values.provincia_id && Number.isInteger(provincia) && provincia > 0 ? provincia : null,
    nombres_representante: trimOrNull(values.nombres_representante),
    apellidos_representante: trimOrNull(values.apellidos_representante),
    usuario: trimOrNull(values.usuario),
    sexo: isSexo(values.sexo) ? values.sexo : null,
  };
}

/** "Laura Gómez Ruiz", or '' without a representative. */
export function representante(c: Pick<Cliente, 'nombres_representante' | 'apellidos_representante'>): string {
  return joinPresent([c.nombres_representante, c.apellidos_representante], ' ');
}

/** Spec §8: a 409 razon_social_existente always reads "Ya existe un cliente con esa razón social". */
export function clienteErrorText(error: ApiError): string | undefined {
  return error.code === 'razon_social_existente' ? CLIENTE_MESSAGES.duplicada : undefined;
}
