import { Type, type Static } from '@sinclair/typebox';
import { SEXOS_USUARIO, type AdminUsuarioInput, type AdminUsuarioUpdate } from 'shared/contracts';
import { IdValue, IntegerEnum, NullableStringEnum, OptionalText, StringEnum, type FieldMessages } from '../../platform/http/input';
import { IDENTIFIER, PASSWORD } from '../../platform/http/text-input';
import { LimitQuery, SearchQuery } from '../../platform/schemas/catalog';
import { Nullable, PagedSchema, PageQuery, sessionUserProperties } from '../../platform/schemas/common';
import { assertTrue, type Accepts } from '../../platform/schemas/same-type';
import { named } from '../../platform/schemas/named';

export const AdminUsuarioSchema = named(
  'AdminUsuario',
  Type.Object({
    ...sessionUserProperties,
    nombre_completo: Type.String({ description: 'Las cuatro partes del nombre, sin las vacías: "Laura Marcela Gómez Rincón"' }),
    sexo: Nullable(Type.Union(SEXOS_USUARIO.map((s) => Type.Literal(s)))),
    telefono: Nullable(Type.String()),
    creado_at: Type.String(),
    informes_creados: Type.Integer({ description: 'Informes creados por el usuario: se conservan (sin autor) si se elimina' }),
    acceso_bloqueado: Type.Boolean({
      description:
        'Inicio de sesión bloqueado por intentos fallidos (docs/decisions/login-limits.md), para la cuenta o para la cuenta ' +
        'desde una dirección. "Desbloquear" limpia ambos.',
    }),
  }),
);

const ADMIN_USUARIO_SORT_FIELDS = ['creado_at', 'usuario', 'nombre', 'correo', 'tipo'] as const;

/** 0, 1 or 2 as one `enum` (a clear "debe ser uno de" instead of anyOf noise); text in query strings is coerced. */
const Tipo = IntegerEnum([0, 1, 2]);

const filterProperties = {
  search: SearchQuery,
  tipo: Type.Optional(Tipo),
  activo: Type.Optional(Type.Boolean()),
  sortBy: Type.Optional(StringEnum(ADMIN_USUARIO_SORT_FIELDS)),
  sortOrder: Type.Optional(StringEnum(['ASC', 'DESC', 'asc', 'desc'] as const)),
};

/** GET /admin/usuarios */
export const AdminUsuariosQuerySchema = Type.Object({ page: PageQuery, limit: LimitQuery({ default: 10 }), ...filterProperties });
/** GET /admin/usuarios/export (every matching user). */
export const AdminUsuariosExportQuerySchema = Type.Object(filterProperties);
export type AdminUsuariosFilterQuery = Static<typeof AdminUsuariosExportQuerySchema>;

export const AdminUsuariosPageSchema = named('AdminUsuariosPage', PagedSchema(AdminUsuarioSchema));

export const AdminUsuariosStatsSchema = named(
  'AdminUsuariosStats',
  Type.Object({
    total: Type.Integer(),
    administradores: Type.Integer(),
    proveedores: Type.Integer(),
    clientes: Type.Integer(),
    activos: Type.Integer(),
    inactivos: Type.Integer(),
  }),
);

/**
 * Body of PATCH /admin/usuarios/:id; POST adds `password`. Every field is optional in the schema: the required
 * ones are checked by the route on the merged record, so one message names them all (docs/product-spec.md §5). A password sent
 * to PATCH is dropped (additionalProperties: false + removeAdditional): it never changes that way.
 */
const userProperties = {
  // Identifiers: no invisible character anywhere (docs/decisions/text-input.md).
  usuario: OptionalText(50, IDENTIFIER),
  correo: OptionalText(150, { format: 'email', ...IDENTIFIER }),
  primer_nombre: OptionalText(60),
  segundo_nombre: OptionalText(60),
  primer_apellido: OptionalText(60),
  segundo_apellido: OptionalText(60),
  tipo: Type.Optional(Tipo),
  proveedor_id: Type.Optional(Nullable(IdValue)),
  cliente_id: Type.Optional(Nullable(IdValue)),
  sexo: Type.Optional(NullableStringEnum(SEXOS_USUARIO)),
  telefono: OptionalText(30),
};

export const AdminUsuarioUpdateSchema = named('AdminUsuarioUpdate', Type.Object(userProperties, { additionalProperties: false }));
export const AdminUsuarioCreateSchema = named(
  'AdminUsuarioInput',
  Type.Object({
    ...userProperties,
    // Never trimmed (normalizeInputExcept('password')); the rules are in platform/auth/password-policy.ts.
    password: Type.Optional(Nullable(Type.String({ maxLength: 200, ...PASSWORD }))),
  }),
);
export type AdminUsuarioBody = Static<typeof AdminUsuarioUpdateSchema>;

/* The shapes the API answers, as the repository builds them. */
export type AdminUsuario = Static<typeof AdminUsuarioSchema>;
export type AdminUsuariosStats = Static<typeof AdminUsuariosStatsSchema>;
/** What the table stores for one user (everything but the password hash, the state and the timestamps). */
export type UsuarioValues = Pick<
  AdminUsuario,
  | 'usuario'
  | 'correo'
  | 'primer_nombre'
  | 'segundo_nombre'
  | 'primer_apellido'
  | 'segundo_apellido'
  | 'tipo'
  | 'proveedor_id'
  | 'cliente_id'
  | 'sexo'
  | 'telefono'
>;

export const ResetPasswordSchema = named(
  'ResetPasswordRequest',
  Type.Object({ password: Type.Optional(Nullable(Type.String({ maxLength: 200, ...PASSWORD }))) }),
);

/** PATCH /admin/usuarios/:id/toggle-status: the state the screen asks for; without it, a flip. */
export const UsuarioActivoSchema = named('UsuarioActivoInput', Type.Object({ activo: Type.Optional(Type.Boolean()) }));

export const MSG_USUARIO = {
  camposRequeridos: 'Campos requeridos: usuario, correo, primer nombre, primer apellido',
  correoInvalido: 'Correo no válido',
  tipoRequerido: 'Tipo de usuario requerido',
  proveedorRequerido: 'Proveedor requerido para usuarios de tipo Proveedor',
  clienteRequerido: 'Cliente requerido para usuarios de tipo Cliente',
  proveedorInexistente: 'El proveedor seleccionado no existe',
  clienteInexistente: 'El cliente seleccionado no existe',
  noEncontrado: 'Usuario no encontrado',
  propioDesactivar: 'No puedes desactivar tu propio usuario',
  propioTipo: 'No puedes cambiar tu propio tipo de usuario',
  propioEliminar: 'No puedes eliminar tu propio usuario',
  ultimoAdminDesactivar: 'No se puede desactivar al último administrador activo',
  ultimoAdminTipo: 'No se puede cambiar el tipo del último administrador activo',
  ultimoAdminEliminar: 'No se puede eliminar al último administrador activo',
} as const;

export const USUARIO_FIELD_MESSAGES: FieldMessages = {
  usuario: { maxLength: 'Usuario supera 50 caracteres', type: 'El usuario debe ser texto' },
  correo: { format: MSG_USUARIO.correoInvalido, maxLength: 'Correo supera 150 caracteres', type: MSG_USUARIO.correoInvalido },
  primer_nombre: { maxLength: 'Primer nombre supera 60 caracteres' },
  segundo_nombre: { maxLength: 'Segundo nombre supera 60 caracteres' },
  primer_apellido: { maxLength: 'Primer apellido supera 60 caracteres' },
  segundo_apellido: { maxLength: 'Segundo apellido supera 60 caracteres' },
  telefono: { maxLength: 'Teléfono supera 30 caracteres' },
  tipo: { enum: 'Tipo de usuario no válido', type: 'Tipo de usuario no válido' },
  sexo: { enum: 'Sexo debe ser M, F u O', type: 'Sexo debe ser M, F u O' },
};

// --- compile-time checks against shared/contracts -----------------------------------------
assertTrue<Accepts<Static<typeof AdminUsuarioCreateSchema>, AdminUsuarioInput>>();
assertTrue<Accepts<Static<typeof AdminUsuarioUpdateSchema>, AdminUsuarioUpdate>>();
