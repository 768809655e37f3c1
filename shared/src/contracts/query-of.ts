import type { components, operations } from './generated/openapi';

/** The query parameters of an operation, as the OpenAPI document describes them (every one optional). */
export type QueryOf<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;

/** A named schema of the OpenAPI document (its answers and bodies): `ApiSchema<'Servicio'>`. */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];
