import { Type } from '@sinclair/typebox';
import { SEXOS } from 'shared/contracts';
import { Nullable } from '../../platform/schemas/common';
import { SearchQuery, SexoSchema } from '../../platform/schemas/catalog';
import { IdValue, NullableStringEnum, OptionalText, type FieldMessages } from '../../platform/http/input';
import { IDENTIFIER } from '../../platform/http/text-input';
import { named } from '../../platform/schemas/named';

export const ClienteSchema = named(
  'Cliente',
  Type.Object({
    id: Type.Integer(),
    razon_social: Type.String(),
    direccion: Nullable(Type.String()),
    ciudad: Nullable(Type.String()),
    provincia_id: Nullable(Type.Integer()),
    /** Province name. */
    provincia: Nullable(Type.String()),
    telefono: Nullable(Type.String()),
    nif: Nullable(Type.String()),
    nombres_representante: Nullable(Type.String()),
    apellidos_representante: Nullable(Type.String()),
    correo: Nullable(Type.String()),
    usuario: Nullable(Type.String()),
    sexo: SexoSchema,
    /** Display name (= razon_social). */
    nombre: Type.String(),
  }),
);

export const ClientesQuerySchema = Type.Object({
  /** ILIKE over razón social, NIF, representative, city and email. */
  search: SearchQuery,
});

const fields = {
  razon_social: Type.String({ minLength: 1, maxLength: 200 }),
  direccion: OptionalText(200),
  ciudad: OptionalText(100),
  provincia_id: Type.Optional(Type.Union([IdValue, Type.Null()])),
  telefono: OptionalText(30),
  nif: OptionalText(30),
  nombres_representante: OptionalText(100),
  apellidos_representante: OptionalText(100),
  // Identifiers: no invisible character anywhere (docs/decisions/text-input.md).
  correo: OptionalText(150, { format: 'email', ...IDENTIFIER }),
  usuario: OptionalText(50, IDENTIFIER),
  sexo: Type.Optional(NullableStringEnum(SEXOS)),
};

export const ClienteCreateSchema = named('ClienteInput', Type.Object(fields));
export const ClientePatchSchema = named('ClientePatch', Type.Partial(Type.Object(fields)));

export const MSG_CLIENTE = {
  razonSocialRequerida: 'Razón social es requerida',
  noEncontrado: 'Cliente no encontrado',
} as const;

export const CLIENTE_FIELD_MESSAGES: FieldMessages = {
  razon_social: {
    required: MSG_CLIENTE.razonSocialRequerida,
    minLength: MSG_CLIENTE.razonSocialRequerida,
    maxLength: 'Razón social supera 200 caracteres',
  },
  direccion: { maxLength: 'Dirección supera 200 caracteres' },
  ciudad: { maxLength: 'Ciudad supera 100 caracteres' },
  provincia_id: { type: 'La provincia debe ser un número entero' },
  telefono: { maxLength: 'Teléfono supera 30 caracteres' },
  nif: { maxLength: 'NIF supera 30 caracteres' },
  nombres_representante: { maxLength: 'Nombres del representante supera 100 caracteres' },
  apellidos_representante: { maxLength: 'Apellidos del representante supera 100 caracteres' },
  correo: { format: 'Correo no válido', type: 'Correo no válido', maxLength: 'Correo supera 150 caracteres' },
  usuario: { maxLength: 'Usuario supera 50 caracteres' },
  sexo: { enum: 'Sexo debe ser Masculino, Femenino u Otro', type: 'Sexo debe ser Masculino, Femenino u Otro' },
};
