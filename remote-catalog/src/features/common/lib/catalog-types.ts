/** `pagination` object of the catalog list endpoints (GET /servicios, GET /jefes-equipo). */
export interface CatalogPagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** Values of the "sexo" field of proveedores and clientes (spec §9). */
export const SEXOS = ['Masculino', 'Femenino', 'Otro'] as const;
export type Sexo = (typeof SEXOS)[number];

export function isSexo(value: unknown): value is Sexo {
  return typeof value === 'string' && (SEXOS as readonly string[]).includes(value);
}
