import { Type, type Static } from '@sinclair/typebox';
import type { JefeInput } from 'shared/contracts';
import { Nullable, PageQuery } from '../../platform/schemas/common';
import { CatalogPaginationSchema, LimitQuery, SearchQuery } from '../../platform/schemas/catalog';
import { assertTrue, type Accepts } from '../../platform/schemas/same-type';
import { IdValue, OptionalText, type FieldMessages } from '../../platform/http/input';
import { named } from '../../platform/schemas/named';

export const JefeSchema = named(
  'Jefe',
  Type.Object({
    id: Type.Integer(),
    nombres: Type.String(),
    apellidos: Nullable(Type.String()),
    proveedor_id: Type.Integer(),
    proveedor_nombre: Type.String(),
    creado_at: Type.String(),
  }),
);

export const JefesQuerySchema = Type.Object({
  page: PageQuery,
  limit: LimitQuery({ default: 10 }),
  /** ILIKE over "nombres apellidos" and the provider's name. */
  search: SearchQuery,
});

export const JefesPageSchema = named(
  'JefesPage',
  Type.Object({
    data: Type.Array(JefeSchema),
    pagination: CatalogPaginationSchema,
  }),
);

/**
 * POST /jefes-equipo and PUT /jefes-equipo/:id (full body). proveedor_id is required for
 * administrators; for a provider user it is always its own provider (checked in the route).
 */
export const JefeBodySchema = named(
  'JefeInput',
  Type.Object({
    nombres: Type.String({ minLength: 1, maxLength: 100 }),
    apellidos: OptionalText(100),
    proveedor_id: Type.Optional(Type.Union([IdValue, Type.Null()])),
  }),
);
export type JefeBody = Static<typeof JefeBodySchema>;

export const MSG_JEFE = {
  nombresRequeridos: 'Nombres requeridos',
  proveedorRequerido: 'Proveedor requerido',
  proveedorInexistente: 'El proveedor seleccionado no existe',
  sinPermisoVer: 'No tienes permiso para ver los jefes de equipo',
  noEncontrado: 'Jefe de equipo no encontrado',
} as const;

/** Spec §5 texts, word for word. */
export const JEFE_FIELD_MESSAGES: FieldMessages = {
  nombres: { required: MSG_JEFE.nombresRequeridos, minLength: MSG_JEFE.nombresRequeridos, maxLength: 'Nombres supera 100 caracteres' },
  apellidos: { maxLength: 'Apellidos supera 100 caracteres' },
  proveedor_id: { type: 'El proveedor debe ser un número entero' },
};

// --- compile-time checks against shared/contracts -----------------------------------------
assertTrue<Accepts<Static<typeof JefeBodySchema>, JefeInput>>();
