import { Type, type Static } from '@sinclair/typebox';
import type { AsignacionInput } from 'shared/contracts';
import { IdValue, type FieldMessages } from '../../platform/http/input';
import { LimitQuery, SearchQuery } from '../../platform/schemas/catalog';
import { Nullable, PagedSchema, PageQuery } from '../../platform/schemas/common';
import { assertTrue, type Accepts } from '../../platform/schemas/same-type';
import { named } from '../../platform/schemas/named';

export const AsignacionSchema = named(
  'Asignacion',
  Type.Object({
    id: Type.Integer(),
    proveedor_id: Type.Integer(),
    cliente_id: Type.Integer(),
    proveedor_nombre: Type.String(),
    cliente_nombre: Type.String(),
    creado_at: Type.String(),
  }),
);

/** GET /asignaciones — search: the provider's or the client's name. */
export const AsignacionesQuerySchema = Type.Object({ page: PageQuery, limit: LimitQuery({ default: 10 }), search: SearchQuery });

export const AsignacionesPageSchema = named('AsignacionesPage', PagedSchema(AsignacionSchema));

/** POST /asignaciones. Both ids are required; the route checks it, so a missing one reads the spec's message. */
export const AsignacionBodySchema = named(
  'AsignacionInput',
  Type.Object({
    proveedor_id: Type.Optional(Nullable(IdValue)),
    cliente_id: Type.Optional(Nullable(IdValue)),
  }),
);

export const MSG_ASIGNACION = {
  requeridos: 'Proveedor y cliente son requeridos',
  proveedorInexistente: 'El proveedor seleccionado no existe',
  clienteInexistente: 'El cliente seleccionado no existe',
  noEncontrada: 'Asignación no encontrada',
} as const;

export const ASIGNACION_FIELD_MESSAGES: FieldMessages = {
  proveedor_id: { type: MSG_ASIGNACION.requeridos, minimum: MSG_ASIGNACION.proveedorInexistente, maximum: MSG_ASIGNACION.proveedorInexistente },
  cliente_id: { type: MSG_ASIGNACION.requeridos, minimum: MSG_ASIGNACION.clienteInexistente, maximum: MSG_ASIGNACION.clienteInexistente },
};

assertTrue<Accepts<Static<typeof AsignacionBodySchema>, AsignacionInput>>();
