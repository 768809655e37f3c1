import { isSexo, type Proveedor, type ProveedorInput } from 'shared/contracts';
import { isEmail, trimOrNull } from '../../common/lib/text';
import { joinDirector, splitDirector } from './director-name';

export interface ProveedorFormValues {
  nombre: string;
  directorNombres: string;
  directorApellido: string;
  telefono: string;
  direccion: string;
  ciudad: string;
  /** Select value ('' = none). */
  provincia_id: string;
  correo: string;
  usuario: string;
  /** '' | Masculino | Femenino | Otro */
  sexo: string;
}

export type ProveedorFormErrors = Partial<Record<'nombre' | 'correo', string>>;

/** Spec §5 ("Nombre requerido") and the API's e-mail message. */
export const PROVEEDOR_MESSAGES = { nombre: 'Nombre requerido', correo: 'Correo no válido' } as const;

export const EMPTY_PROVEEDOR_FORM: ProveedorFormValues = {
  nombre: '',
  directorNombres: '',
  directorApellido: '',
  telefono: '',
  direccion: '',
  ciudad: '',
  provincia_id: '',
  correo: '',
  usuario: '',
  sexo: '',
};

export function proveedorToForm(p: Proveedor): ProveedorFormValues {
  const director = splitDirector(p.director);
  return {
    nombre: p.nombre,
    directorNombres: director.nombres,
    directorApellido: director.apellido,
    telefono: p.telefono ?? '',
    direccion: p.direccion ?? '',
    ciudad: p.ciudad ?? '',
    provincia_id: p.provincia_id ? String(p.provincia_id) : '',
    correo: p.correo ?? '',
    usuario: p.usuario ?? '',
    sexo: p.sexo ?? '',
  };
}

export function validateProveedorForm(values: ProveedorFormValues): ProveedorFormErrors {
  const errors: ProveedorFormErrors = {};
  if (!values.nombre.trim()) errors.nombre = PROVEEDOR_MESSAGES.nombre;
  if (values.correo.trim() && !isEmail(values.correo)) errors.correo = PROVEEDOR_MESSAGES.correo;
  return errors;
}

export function formToProveedorInput(values: ProveedorFormValues): ProveedorInput {
  const provincia = Number(values.provincia_id);
  return {
    nombre: values.nombre.trim(),
    director: joinDirector(values.directorNombres, values.directorApellido),
    telefono: trimOrNull(values.telefono),
    direccion: trimOrNull(values.direccion),
    ciudad: trimOrNull(values.ciudad),
    provincia_id: values.provincia_id && Number.isInteger(provincia) && provincia > 0 ? provincia : null,
    correo: trimOrNull(values.correo),
    usuario: trimOrNull(values.usuario),
    sexo: isSexo(values.sexo) ? values.sexo : null,
  };
}
