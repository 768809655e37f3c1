import { trimOrNull } from 'shared/format';
import type { Servicio, ServicioInput } from 'shared/contracts';

/** What the create/edit modal edits (precio as typed, so a half-typed number is not lost). */
export interface ServicioFormValues {
  nombre: string;
  descripcion: string;
  categoria: string;
  precio: string;
  activo: boolean;
}

export type ServicioField = 'nombre' | 'descripcion' | 'categoria' | 'precio';
export type ServicioFormErrors = Partial<Record<ServicioField, string>>;

/** Field limits (docs/product-spec.md §9). */
export const SERVICIO_LIMITS = { nombre: 150, descripcion: 500, categoria: 50 } as const;

/** Spec §5 messages, word for word (the API answers with the same texts). */
const SERVICIO_MESSAGES = {
  nombreRequerido: 'El nombre es obligatorio',
  nombreLargo: 'Nombre supera 150 caracteres',
  descripcionLarga: 'Descripción supera 500 caracteres',
  categoriaLarga: 'Categoría supera 50 caracteres',
  precioNegativo: 'Precio no puede ser negativo',
  // Not in the spec's list: the API's rule for numeric(12,2), and the two cases the spec leaves open.
  precioDecimales: 'Precio admite máximo 2 decimales',
  precioRequerido: 'El precio es obligatorio',
  precioInvalido: 'Precio no válido',
} as const;

export const EMPTY_SERVICIO_FORM: ServicioFormValues = { nombre: '', descripcion: '', categoria: '', precio: '', activo: true };

export function servicioToForm(servicio: Servicio): ServicioFormValues {
  return {
    nombre: servicio.nombre,
    descripcion: servicio.descripcion ?? '',
    categoria: servicio.categoria ?? '',
    precio: String(servicio.precio),
    activo: servicio.activo,
  };
}

/** Length in characters as PostgreSQL counts them (code points, not UTF-16 units). */
const chars = (text: string) => [...text].length;

/** Client-side validation of the service form; an empty object means valid. */
export function validateServicioForm(values: ServicioFormValues): ServicioFormErrors {
  const errors: ServicioFormErrors = {};
  const nombre = values.nombre.trim();
  if (!nombre) errors.nombre = SERVICIO_MESSAGES.nombreRequerido;
  else if (chars(nombre) > SERVICIO_LIMITS.nombre) errors.nombre = SERVICIO_MESSAGES.nombreLargo;

  if (chars(values.descripcion.trim()) > SERVICIO_LIMITS.descripcion) errors.descripcion = SERVICIO_MESSAGES.descripcionLarga;
  if (chars(values.categoria.trim()) > SERVICIO_LIMITS.categoria) errors.categoria = SERVICIO_MESSAGES.categoriaLarga;

  const raw = values.precio.trim();
  const precio = Number(raw);
  if (raw === '') errors.precio = SERVICIO_MESSAGES.precioRequerido;
  else if (!Number.isFinite(precio)) errors.precio = SERVICIO_MESSAGES.precioInvalido;
  else if (precio < 0) errors.precio = SERVICIO_MESSAGES.precioNegativo;
  else if (Math.abs(precio * 100 - Math.round(precio * 100)) > 1e-6) errors.precio = SERVICIO_MESSAGES.precioDecimales;
  return errors;
}

/** Valid form → POST/PUT body (trimmed; empty optionals as null). */
export function formToServicioInput(values: ServicioFormValues): ServicioInput {
  return {
    nombre: values.nombre.trim(),
    descripcion: trimOrNull(values.descripcion),
    categoria: trimOrNull(values.categoria),
    precio: Number(values.precio.trim()),
    activo: values.activo,
  };
}

const FIELD_BY_MESSAGE: Record<string, ServicioField> = {
  [SERVICIO_MESSAGES.nombreRequerido]: 'nombre',
  [SERVICIO_MESSAGES.nombreLargo]: 'nombre',
  [SERVICIO_MESSAGES.descripcionLarga]: 'descripcion',
  [SERVICIO_MESSAGES.categoriaLarga]: 'categoria',
  [SERVICIO_MESSAGES.precioNegativo]: 'precio',
  [SERVICIO_MESSAGES.precioDecimales]: 'precio',
};

/** A server validation message → the field it is about (shown under that field), if it is one of ours. */
export function servicioFieldOf(message: string): ServicioField | undefined {
  return FIELD_BY_MESSAGE[message];
}
