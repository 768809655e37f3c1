import type { Readable } from 'node:stream';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { Role } from 'shared/contracts';
import { assertTrue, type Same } from './same-type';
import { named } from './named';

/**
 * TypeBox schemas shared by routes. The named ones (platform/schemas/named.ts) are the API shapes of the OpenAPI document,
 * from which shared/contracts' API types are generated (docs/decisions/openapi-contract.md).
 */

const errorProperties = {
  error: Type.String({ description: 'Código estable del error (snake_case), para el programa', pattern: '^[a-z][a-z0-9_]*$', maxLength: 64 }),
  message: Type.String({ description: 'Texto en español, para la persona' }),
  campo: Type.Optional(Type.String({ description: 'El campo del cuerpo al que se refiere el error, si hay uno' })),
};

/** Every error body; `campo` names the body field the error is about when there is one (a form shows it there). */
export const ErrorResponse = Type.Object(errorProperties);

/**
 * The same shape, named: registered once with app.addSchema (platform/http/openapi.ts) and referenced by every error response
 * routeDefaults documents, so the description holds it once as `components.schemas.Error`.
 */
export const ErrorSchema = Type.Object(errorProperties, {
  $id: 'Error',
  description: 'Toda respuesta de error: `{ error, message }` y, si el error es de un campo del cuerpo, `campo`.',
});

export const Nullable = <T extends TSchema>(schema: T, options: { description?: string } = {}) => Type.Union([schema, Type.Null()], options);

const RoleSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);

/** `:id` path parameter (positive integer; "abc" or "0" → 400 naming the field). */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** Positive page number in the query string (?page=2). */
export const PageQuery = Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 });

const PageMetaSchema = named(
  'PageMeta',
  Type.Object({
    total: Type.Integer(),
    page: Type.Integer(),
    limit: Type.Integer(),
    totalPages: Type.Integer(),
    hasNextPage: Type.Boolean(),
    hasPrevPage: Type.Boolean(),
  }),
);

/** `{ data: T[], meta: PageMeta }` */
export const PagedSchema = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item), meta: PageMetaSchema });

/** The fields of a user as the session sees it (AdminUsuario adds to them). */
export const sessionUserProperties = {
  id: Type.Integer(),
  usuario: Type.String(),
  correo: Type.String(),
  primer_nombre: Type.String(),
  segundo_nombre: Nullable(Type.String()),
  primer_apellido: Type.String(),
  segundo_apellido: Nullable(Type.String()),
  tipo: RoleSchema,
  tipo_nombre: Type.String(),
  proveedor_id: Nullable(Type.Integer()),
  proveedor_nombre: Nullable(Type.String()),
  cliente_id: Nullable(Type.Integer()),
  cliente_nombre: Nullable(Type.String()),
  activo: Type.Boolean(),
};
export const SessionUserSchema = named('SessionUser', Type.Object(sessionUserProperties));

export const AuditEventSchema = named(
  'AuditEvent',
  Type.Object({
    id: Type.Integer(),
    usuario: Type.String(),
    accion: Type.Union([
      Type.Literal('CREAR'),
      Type.Literal('ACTUALIZAR'),
      Type.Literal('ELIMINAR'),
      Type.Literal('LOGIN'),
      Type.Literal('LOGOUT'),
      Type.Literal('LOGIN_FALLIDO'),
    ]),
    tabla: Type.String(),
    registro_id: Nullable(Type.Integer()),
    fecha: Type.String(),
    hora: Type.String(),
    detalles: Type.String(),
  }),
);

/** A CSV export's 200 (docs/decisions/csv-export.md): text/csv, UTF-8 with BOM, ';' separated, as an attachment. */
export const CsvResponse = {
  description: 'CSV (UTF-8 con BOM, separado por ";", para Excel en español de Colombia), como archivo adjunto',
  // Sent as a string or streamed (a Readable), described as text.
  content: { 'text/csv': { schema: Type.Unsafe<string | Readable>({ type: 'string' }) } },
};

/** A file's 200: the bytes as they are (an image, a ZIP), sent from storage as a stream. */
export const fileResponse = (description: string, mimeTypes: readonly string[]) => ({
  description,
  content: Object.fromEntries(mimeTypes.map((mime) => [mime, { schema: Type.Unsafe<Buffer | Readable>({ type: 'string', format: 'binary' }) }])),
});

/** `{ ok: true, message }` for actions without a resource to return. */
export const OkResponse = named('Ok', Type.Object({ ok: Type.Literal(true), message: Type.String() }));

// --- compile-time checks against shared/contracts -----------------------------------------
assertTrue<Same<Static<typeof RoleSchema>, Role>>();
