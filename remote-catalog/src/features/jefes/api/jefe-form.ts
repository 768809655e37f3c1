import { trimOrNull } from 'shared/format';
import type { Jefe, JefeInput } from 'shared/contracts';

export interface JefeFormValues {
  nombres: string;
  apellidos: string;
  /** Select value: the provider id as text, '' when none is chosen. */
  proveedor_id: string;
}

export type JefeFormErrors = Partial<Record<'nombres' | 'proveedor_id', string>>;

/** Spec §5, word for word. */
export const JEFE_MESSAGES = { nombres: 'Nombres requeridos', proveedor: 'Proveedor requerido' } as const;

/** A new leader; a provider user's own provider is preselected (and fixed). */
export function emptyJefeForm(proveedorId: number | null = null): JefeFormValues {
  return { nombres: '', apellidos: '', proveedor_id: proveedorId ? String(proveedorId) : '' };
}

export function jefeToForm(jefe: Jefe): JefeFormValues {
  return { nombres: jefe.nombres, apellidos: jefe.apellidos ?? '', proveedor_id: String(jefe.proveedor_id) };
}

export function validateJefeForm(values: JefeFormValues): JefeFormErrors {
  const errors: JefeFormErrors = {};
  if (!values.nombres.trim()) errors.nombres = JEFE_MESSAGES.nombres;
  const id = Number(values.proveedor_id);
  if (!values.proveedor_id || !Number.isInteger(id) || id <= 0) errors.proveedor_id = JEFE_MESSAGES.proveedor;
  return errors;
}

export function formToJefeInput(values: JefeFormValues): JefeInput {
  return { nombres: values.nombres.trim(), apellidos: trimOrNull(values.apellidos), proveedor_id: Number(values.proveedor_id) };
}
