import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

/**
 * Named schemas (issue 27, docs/decisions/openapi-contract.md): every entity, page, response and body shape of the
 * API is written once, as TypeBox, under the name the OpenAPI document publishes it with (`components.schemas`),
 * which is also the name the front end's generated types use (`components['schemas']['Servicio']`).
 *
 *   export const ServicioSchema = named('Servicio', Type.Object({ ... }));
 *
 * `named` keeps the full schema (with `$id`) in the registry below and returns a reference to it (`{ $ref: 'Servicio' }`,
 * typed as the full schema): a route, or another schema, that uses `ServicioSchema` refers to the one definition.
 * registerNamedSchemas adds them all to the app (app.addSchema) before the routes, for validation, serialisation and
 * the document. Query strings and path params stay inline (the document shows them as parameters).
 */
const registry = new Map<string, TSchema>();

export function named<T extends TSchema>(id: string, schema: T): TUnsafe<Static<T>> {
  if (registry.has(id)) throw new Error(`Named schema "${id}" is declared twice`);
  registry.set(id, { ...schema, $id: id });
  return Type.Unsafe<Static<T>>(Type.Ref(id));
}

/**
 * Adds every named schema to the app (once, on the root instance, before the routes), in name order: the order modules
 * happen to be loaded in (which a bundler may change) must not change the document or the types generated from it.
 */
export function registerNamedSchemas(app: FastifyInstance): void {
  for (const id of [...registry.keys()].sort()) app.addSchema(registry.get(id)!);
}
