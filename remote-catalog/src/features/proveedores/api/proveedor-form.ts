import { isEmail } from 'shared/format';
import type { Proveedor, ProveedorInput } from 'shared/contracts';
import { EMPTY_CONTACT_FORM, contactToForm, formToContactInput, type ContactFormValues } from '../../catalogos/api/contact-form';
import { joinDirector, splitDirector } from './director-name';

export interface ProveedorFormValues extends ContactFormValues {
  nombre: string;
  directorNombres: string;
  directorApellido: string;
}

export type ProveedorFormErrors = Partial<Record<'nombre' | 'correo', string>>;

/** Spec §5 ("Nombre requerido") and the API's e-mail message. */
export const PROVEEDOR_MESSAGES = { nombre: 'Nombre requerido', correo: 'Correo no válido' } as const;

export const EMPTY_PROVEEDOR_FORM: ProveedorFormValues = { nombre: '', directorNombres: '', directorApellido: '', ...EMPTY_CONTACT_FORM };

export function proveedorToForm(p: Proveedor): ProveedorFormValues {
  const director = splitDirector(p.director);
  return { nombre: p.nombre, directorNombres: director.nombres, directorApellido: director.apellido, ...contactToForm(p) };
}

export function validateProveedorForm(values: ProveedorFormValues): ProveedorFormErrors {
  const errors: ProveedorFormErrors = {};
  if (!values.nombre.trim()) errors.nombre = PROVEEDOR_MESSAGES.nombre;
  if (values.correo.trim() && !isEmail(values.correo)) errors.correo = PROVEEDOR_MESSAGES.correo;
  return errors;
}

export function formToProveedorInput(values: ProveedorFormValues): ProveedorInput {
  return { nombre: values.nombre.trim(), director: joinDirector(values.directorNombres, values.directorApellido), ...formToContactInput(values) };
}
