import { Type } from '@sinclair/typebox';
import { SEXOS } from 'shared/contracts';
import { Nullable } from './common';
import { named } from './named';

/** Schema pieces shared by the catalog resources (servicios, jefes de equipo, proveedores, clientes). */

/** `pagination` of GET /servicios and GET /jefes-equipo. */
export const CatalogPaginationSchema = named(
  'CatalogPagination',
  Type.Object({
    page: Type.Integer(),
    limit: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
  }),
);

/** `sexo` of a proveedor or cliente in a response. */
export const SexoSchema = Nullable(Type.Union(SEXOS.map((s) => Type.Literal(s))));

/** `?search=` of the catalog lists (ILIKE; what it matches is said by each list). */
export const SearchQuery = Type.Optional(Type.String({ maxLength: 200 }));

/** `?limit=` of the paged catalog lists. */
export const LimitQuery = (options: { default?: number } = {}) => Type.Integer({ minimum: 1, maximum: 100, ...options });
