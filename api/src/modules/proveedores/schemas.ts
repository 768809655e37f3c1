import { Type } from '@sinclair/typebox';
import { SEXOS } from 'shared/contracts';
import { Nullable } from '../../platform/schemas/common';
import { SearchQuery, SexoSchema } from '../../platform/schemas/catalog';
import { IdValue, NullableStringEnum, OptionalText, type FieldMessages } from '../../platform/http/input';
import { IDENTIFIER } from '../../platform/http/text-input';
import { named } from '../../platform/schemas/named';

export const ProveedorSchema = named(
  'Proveedor',
  Type.Object({
    id: Type.Integer(),
    nombre: Type.String(),
    telefono: Nullable(Type.String()),
    direccion: Nullable(Type.String()),
    ciudad: Nullable(Type.String()),
    provincia_id: Nullable(Type.Integer()),
    provincia_nombre: Nullable(Type.String()),
    director: Nullable(Type.String()),
    correo: Nullable(Type.String()),
    usuario: Nullable(Type.String()),
    sexo: SexoSchema,
  }),
);

export const ProveedoresQuerySchema = Type.Object({
  /** ILIKE over nombre, director, ciudad and correo. */
  search: SearchQuery,
});

/** Fields of POST (nombre required) and PATCH (all optional; nombre, when sent, not blank). */
const fields = {
  nombre: Type.String({ minLength: 1, maxLength: 150 }),
  telefono: OptionalText(30),
  direccion: OptionalText(200),
  ciudad: OptionalText(100),
  provincia_id: Type.Optional(Type.Union([IdValue, Type.Null()])),
  director: OptionalText(150),
  // Identifiers: no invisible character anywhere (docs/decisions/text-input.md).
  correo: OptionalText(150, { format: 'email', ...IDENTIFIER }),
  usuario: OptionalText(50, IDENTIFIER),
  sexo: Type.Optional(NullableStringEnum(SEXOS)),
};

export const ProveedorCreateSchema = named('ProveedorInput', Type.Object(fields));
export const ProveedorPatchSchema = named('ProveedorPatch', Type.Partial(Type.Object(fields)));

export const MSG_PROVEEDOR = {
  nombreRequerido: 'Nombre requerido',
  correoInvalido: 'Correo no válido',
  noEncontrado: 'Proveedor no encontrado',
} as const;

export const PROVEEDOR_FIELD_MESSAGES: FieldMessages = {
  nombre: { required: MSG_PROVEEDOR.nombreRequerido, minLength: MSG_PROVEEDOR.nombreRequerido, maxLength: 'Nombre supera 150 caracteres' },
  telefono: { maxLength: 'Teléfono supera 30 caracteres' },
  direccion: { maxLength: 'Dirección supera 200 caracteres' },
  ciudad: { maxLength: 'Ciudad supera 100 caracteres' },
  provincia_id: { type: 'La provincia debe ser un número entero' },
  director: { maxLength: 'Director supera 150 caracteres' },
  correo: { format: MSG_PROVEEDOR.correoInvalido, maxLength: 'Correo supera 150 caracteres', type: MSG_PROVEEDOR.correoInvalido },
  usuario: { maxLength: 'Usuario supera 50 caracteres' },
  sexo: { enum: 'Sexo debe ser Masculino, Femenino u Otro', type: 'Sexo debe ser Masculino, Femenino u Otro' },
};
