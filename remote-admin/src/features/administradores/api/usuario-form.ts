import { isApiError } from 'shared/api';
import {
  passwordProblem,
  ROLE,
  type AdminUsuario,
  type AdminUsuarioInput,
  type AdminUsuarioUpdate,
  type Role,
  type SexoUsuario,
} from 'shared/contracts';
import { isEmail, trimOrNull } from 'shared/format';

/** What the create/edit modal edits (selects as text; '' = nothing chosen). */
export interface UsuarioFormValues {
  usuario: string;
  correo: string;
  primer_nombre: string;
  segundo_nombre: string;
  primer_apellido: string;
  segundo_apellido: string;
  tipo: string;
  proveedor_id: string;
  cliente_id: string;
  sexo: string;
  telefono: string;
  /** Only on create; never sent on edit. */
  password: string;
}

export type UsuarioField = keyof UsuarioFormValues;
export type UsuarioFormErrors = Partial<Record<UsuarioField, string>>;

/** Spec §5 and §8 texts, word for word; the API answers with the same ones. */
const USUARIO_MESSAGES = {
  camposRequeridos: 'Campos requeridos: usuario, correo, primer nombre, primer apellido',
  /** Under the other missing required fields (the spec's text is under the first one). */
  requerido: 'Requerido',
  correoInvalido: 'Correo no válido',
  proveedorRequerido: 'Proveedor requerido para usuarios de tipo Proveedor',
  clienteRequerido: 'Cliente requerido para usuarios de tipo Cliente',
  duplicado: 'El usuario o correo ya existe',
} as const;

export const SEXO_OPTIONS: readonly { value: SexoUsuario; label: string }[] = [
  { value: 'M', label: 'Masculino (M)' },
  { value: 'F', label: 'Femenino (F)' },
  { value: 'O', label: 'Otro (O)' },
];

export const EMPTY_USUARIO_FORM: UsuarioFormValues = {
  usuario: '',
  correo: '',
  primer_nombre: '',
  segundo_nombre: '',
  primer_apellido: '',
  segundo_apellido: '',
  tipo: String(ROLE.ADMIN),
  proveedor_id: '',
  cliente_id: '',
  sexo: '',
  telefono: '',
  password: '',
};

export function usuarioToForm(u: AdminUsuario): UsuarioFormValues {
  return {
    usuario: u.usuario,
    correo: u.correo,
    primer_nombre: u.primer_nombre,
    segundo_nombre: u.segundo_nombre ?? '',
    primer_apellido: u.primer_apellido,
    segundo_apellido: u.segundo_apellido ?? '',
    tipo: String(u.tipo),
    proveedor_id: u.proveedor_id ? String(u.proveedor_id) : '',
    cliente_id: u.cliente_id ? String(u.cliente_id) : '',
    sexo: u.sexo ?? '',
    telefono: u.telefono ?? '',
    password: '',
  };
}

const REQUIRED = ['usuario', 'correo', 'primer_nombre', 'primer_apellido'] as const;

/** Client validation; `creating` adds the password rules. An empty object means valid. */
export function validateUsuarioForm(values: UsuarioFormValues, creating: boolean): UsuarioFormErrors {
  const errors: UsuarioFormErrors = {};
  const missing = REQUIRED.filter((key) => !values[key].trim());
  missing.forEach((key, i) => {
    errors[key] = i === 0 ? USUARIO_MESSAGES.camposRequeridos : USUARIO_MESSAGES.requerido;
  });
  if (!errors.correo && !isEmail(values.correo)) errors.correo = USUARIO_MESSAGES.correoInvalido;
  const tipo = Number(values.tipo);
  if (tipo === ROLE.PROVEEDOR && !values.proveedor_id) errors.proveedor_id = USUARIO_MESSAGES.proveedorRequerido;
  if (tipo === ROLE.CLIENTE && !values.cliente_id) errors.cliente_id = USUARIO_MESSAGES.clienteRequerido;
  if (creating) {
    const problem = passwordProblem(values.password, 'create', values.usuario);
    if (problem) errors.password = problem;
  }
  return errors;
}

/** Valid form → PATCH body: trimmed, empty optionals null, only the link of the tipo; never a password. */
export function formToUsuarioUpdate(values: UsuarioFormValues): AdminUsuarioUpdate {
  const tipo = Number(values.tipo) as Role;
  return {
    usuario: values.usuario.trim(),
    correo: values.correo.trim(),
    primer_nombre: values.primer_nombre.trim(),
    segundo_nombre: trimOrNull(values.segundo_nombre),
    primer_apellido: values.primer_apellido.trim(),
    segundo_apellido: trimOrNull(values.segundo_apellido),
    tipo,
    proveedor_id: tipo === ROLE.PROVEEDOR && values.proveedor_id ? Number(values.proveedor_id) : null,
    cliente_id: tipo === ROLE.CLIENTE && values.cliente_id ? Number(values.cliente_id) : null,
    sexo: (values.sexo || null) as SexoUsuario | null,
    telefono: trimOrNull(values.telefono),
  };
}

/** Valid form → POST body: the same plus the password, exactly as typed (spaces are part of it). */
export function formToUsuarioInput(values: UsuarioFormValues): AdminUsuarioInput {
  return { ...formToUsuarioUpdate(values), password: values.password };
}

const FORM_FIELDS = new Set<string>(Object.keys(EMPTY_USUARIO_FORM));

/** The field a failed save is about: the one the API names (`campo`), else none (shown above the form). */
export function usuarioFieldOf(_message: string, error: unknown): UsuarioField | undefined {
  const field = isApiError(error) ? error.field : undefined;
  return field && FORM_FIELDS.has(field) ? (field as UsuarioField) : undefined;
}

/** Spec §8: a 409 usuario_o_correo_existente always reads "El usuario o correo ya existe". */
export function usuarioErrorText(error: unknown): string | undefined {
  return isApiError(error) && error.code === 'usuario_o_correo_existente' ? USUARIO_MESSAGES.duplicado : undefined;
}
