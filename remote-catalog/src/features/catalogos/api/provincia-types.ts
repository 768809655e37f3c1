/**
 * The two province endpoints the spec names: the clients screen reads `GET /provincias`,
 * the providers screen `GET /catalogos/provincias` (same list).
 */
export type ProvinciasPath = 'provincias' | 'catalogos/provincias';

export const provinciaKeys = {
  list: (path: ProvinciasPath) => ['catalogos', 'provincias', path] as const,
};
