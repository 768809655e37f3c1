import { joinPresent, trimOrNull } from 'shared/format';
import type { ApiError } from 'shared/api';
import type { Cliente, ClienteInput } from 'shared/contracts';
import { EMPTY_CONTACT_FORM, contactToForm, formToContactInput, type ContactFormValues } from '../../catalogos/api/contact-form';

export interface ClienteFormValues extends ContactFormValues {
  razon_social: string;
  nif: string;
  nombres_representante: string;
  apellidos_representante: string;
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
  nombres_representante: '',
  apellidos_representante: '',
  ...EMPTY_CONTACT_FORM,
};

export function clienteToForm(c: Cliente): ClienteFormValues {
  return {
    razon_social: c.razon_social,
    nif: c.nif ?? '',
    nombres_representante: c.nombres_representante ?? '',
    apellidos_representante: c.apellidos_representante ?? '',
    ...contactToForm(c),
  };
}

export function validateClienteForm(values: ClienteFormValues): ClienteFormErrors {
  return values.razon_social.trim() ? {} : { razon_social: CLIENTE_MESSAGES.razonSocial };
}

export function formToClienteInput(values: ClienteFormValues): ClienteInput {
  return {
    razon_social: values.razon_social.trim(),
    nif: trimOrNull(values.nif),
    nombres_representante: trimOrNull(values.nombres_representante),
    apellidos_representante: trimOrNull(values.apellidos_representante),
    ...formToContactInput(values),
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
