import { isApiError } from 'shared/api';
import type { AsignacionInput } from 'shared/contracts';

/** The "Nueva Asignación" form (select values as text; '' = nothing chosen). */
export interface AsignacionFormValues {
  proveedor_id: string;
  cliente_id: string;
}

export const EMPTY_ASIGNACION_FORM: AsignacionFormValues = { proveedor_id: '', cliente_id: '' };

/** Spec §5 and §8, word for word. */
const ASIGNACION_MESSAGES = {
  requeridos: 'Proveedor y cliente son requeridos',
  duplicada: 'Esta asignación ya existe',
} as const;

/** One message for both selects (docs/product-spec.md §5), under the first one missing. */
export function validateAsignacionForm(values: AsignacionFormValues): Partial<Record<keyof AsignacionFormValues, string>> {
  if (!values.proveedor_id) return { proveedor_id: ASIGNACION_MESSAGES.requeridos };
  if (!values.cliente_id) return { cliente_id: ASIGNACION_MESSAGES.requeridos };
  return {};
}

export function formToAsignacionInput(values: AsignacionFormValues): AsignacionInput {
  return { proveedor_id: Number(values.proveedor_id), cliente_id: Number(values.cliente_id) };
}

/** Spec §8: a 409 asignacion_ya_existe always reads "Esta asignación ya existe". */
export function asignacionErrorText(error: unknown): string | undefined {
  return isApiError(error) && error.code === 'asignacion_ya_existe' ? ASIGNACION_MESSAGES.duplicada : undefined;
}

/** A failed save's field: the one the API names (`campo`); a duplicate pair is about the form as a whole. */
export function asignacionFieldOf(_message: string, error: unknown): keyof AsignacionFormValues | undefined {
  const field = isApiError(error) ? error.field : undefined;
  return field === 'proveedor_id' || field === 'cliente_id' ? field : undefined;
}
