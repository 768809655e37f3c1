import { trimOrNull } from 'shared/format';
import { isSexo, type Proveedor } from 'shared/contracts';

/** The contact fields shared by proveedores and clientes (the API names them alike). */
type Contact = Pick<Proveedor, 'telefono' | 'correo' | 'direccion' | 'ciudad' | 'provincia_id' | 'usuario' | 'sexo'>;

/** The contact part of the provider and client forms (Select values are text, '' = none). */
export interface ContactFormValues {
  telefono: string;
  correo: string;
  direccion: string;
  ciudad: string;
  provincia_id: string;
  usuario: string;
  /** '' | Masculino | Femenino | Otro */
  sexo: string;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = { telefono: '', correo: '', direccion: '', ciudad: '', provincia_id: '', usuario: '', sexo: '' };

export function contactToForm(c: Contact): ContactFormValues {
  return {
    telefono: c.telefono ?? '',
    correo: c.correo ?? '',
    direccion: c.direccion ?? '',
    ciudad: c.ciudad ?? '',
    provincia_id: c.provincia_id ? String(c.provincia_id) : '',
    usuario: c.usuario ?? '',
    sexo: c.sexo ?? '',
  };
}

/** Form → the contact part of a POST/PATCH body (trimmed; empty optionals as null). */
export function formToContactInput(values: ContactFormValues): Contact {
  const provincia = Number(values.provincia_id);
  return {
    telefono: trimOrNull(values.telefono),
    correo: trimOrNull(values.correo),
    direccion: trimOrNull(values.direccion),
    ciudad: trimOrNull(values.ciudad),
    provincia_id: values.provincia_id && Number.isInteger(provincia) && provincia > 0 ? provincia : null,
    usuario: trimOrNull(values.usuario),
    sexo: isSexo(values.sexo) ? values.sexo : null,
  };
}
