import type { operations } from './generated/openapi';

/** The query parameters of an operation, as the OpenAPI document describes them (every one optional). */
export type QueryOf<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;
