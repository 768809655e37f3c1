import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../../platform/schemas/common';
import { CatalogPaginationSchema, LimitQuery, SearchQuery } from '../../platform/schemas/catalog';
import { OptionalText, StringEnum, type FieldMessages } from '../../platform/http/input';
import { MULTILINE } from '../../platform/http/text-input';
import { named } from '../../platform/schemas/named';

/** numeric(12,2) upper bound. */
const PRECIO_MAXIMO = 9_999_999_999.99;

export const ServicioSchema = named(
  'Servicio',
  Type.Object({
    id: Type.Integer(),
    nombre: Type.String(),
    descripcion: Nullable(Type.String()),
    precio: Type.Number(),
    activo: Type.Boolean(),
    categoria: Nullable(Type.String()),
    fecha_creacion: Type.String(),
    fecha_actualizacion: Type.String(),
  }),
);

const SERVICIO_SORT_FIELDS = ['fecha_creacion', 'nombre', 'precio'] as const;

/**
 * Filters + sort shared by the list and the CSV export. Laxer than the contract's ServiciosFilters
 * (sort optional, lower-case order accepted); the checks at the end say it accepts every contract query.
 */
const filterProperties = {
  sortBy: Type.Optional(StringEnum(SERVICIO_SORT_FIELDS)),
  sortOrder: Type.Optional(StringEnum(['ASC', 'DESC', 'asc', 'desc'] as const)),
  /** ILIKE over nombre, descripcion and categoria. */
  search: SearchQuery,
  /** Exact category. */
  categoria: Type.Optional(Type.String({ maxLength: 50 })),
  activo: Type.Optional(Type.Boolean()),
};

/**
 * GET /servicios. page/limit have no schema default on purpose: without both, the answer is every
 * matching service (the report form asks with no parameters at all).
 */
/** A service as the API answers it, and as the body of a create. */
export type Servicio = Static<typeof ServicioSchema>;
export type ServicioInput = Static<typeof ServicioCreateSchema>;

export const ServiciosQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  limit: Type.Optional(LimitQuery()),
  ...filterProperties,
});
export const ServiciosExportQuerySchema = Type.Object(filterProperties);
/** The parsed export query (and the list's filter part), as the repository reads it. */
export type ServiciosFilterQuery = Static<typeof ServiciosExportQuerySchema>;

export const ServiciosPageSchema = named(
  'ServiciosPage',
  Type.Object({
    servicios: Type.Array(ServicioSchema),
    pagination: CatalogPaginationSchema,
  }),
);

const nombre = Type.String({ minLength: 1, maxLength: 150 });
const precio = Type.Number({ minimum: 0, maximum: PRECIO_MAXIMO });

/** POST /servicios */
export const ServicioCreateSchema = named(
  'ServicioCreate',
  Type.Object({
    nombre,
    /** A <textarea>: line breaks kept (docs/decisions/text-input.md). */
    descripcion: OptionalText(500, MULTILINE),
    precio,
    activo: Type.Optional(Type.Boolean()),
    categoria: OptionalText(50),
  }),
);

/**
 * PUT /servicios/:id — either `{ activo }` alone (toggle), or the full body (nombre and precio
 * required, checked in the route; descripcion/categoria/activo left out keep their value).
 */
export const ServicioUpdateSchema = named(
  'ServicioUpdate',
  Type.Object({
    nombre: Type.Optional(nombre),
    descripcion: OptionalText(500, MULTILINE),
    precio: Type.Optional(precio),
    activo: Type.Optional(Type.Boolean()),
    categoria: OptionalText(50),
  }),
);

export const MSG_SERVICIO = {
  nombreRequerido: 'El nombre es obligatorio',
  precioRequerido: 'El precio es obligatorio',
  precioDecimales: 'Precio admite máximo 2 decimales',
} as const;

/** Spec §5 texts, word for word. */
export const SERVICIO_FIELD_MESSAGES: FieldMessages = {
  nombre: { required: MSG_SERVICIO.nombreRequerido, minLength: MSG_SERVICIO.nombreRequerido, maxLength: 'Nombre supera 150 caracteres' },
  descripcion: { maxLength: 'Descripción supera 500 caracteres' },
  categoria: { maxLength: 'Categoría supera 50 caracteres' },
  precio: {
    required: MSG_SERVICIO.precioRequerido,
    type: 'El precio debe ser un número',
    minimum: 'Precio no puede ser negativo',
    maximum: 'Precio supera el máximo permitido (9.999.999.999,99)',
  },
  activo: { type: 'El campo "activo" debe ser verdadero o falso' },
};

export const CategoriasSchema = named('ServiciosCategorias', Type.Object({ categorias: Type.Array(Type.String()) }));

export const EstadisticasSchema = named(
  'ServiciosStats',
  Type.Object({
    total: Type.Integer(),
    activos: Type.Integer(),
    total_categorias: Type.Integer(),
    precio_promedio: Nullable(Type.Number()),
  }),
);
