// Catalog API types (docs/product-spec.md §3, §7): servicios, jefes de equipo, proveedores, clientes,
// provincias. Dates are ISO strings; empty optional texts are null.
// The API shapes are the OpenAPI document's named schemas (generated/openapi.ts, `pnpm openapi:types`).
import type { QueryOf } from './query-of';
import type { components } from './generated/openapi';

type Schemas = components['schemas'];

/** `pagination` of the paged catalog lists (GET /servicios, GET /jefes-equipo). */
export type CatalogPagination = Schemas['CatalogPagination'];

/** Values of the "sexo" field of proveedores and clientes (docs/product-spec.md §9). */
export const SEXOS = ['Masculino', 'Femenino', 'Otro'] as const;
export type Sexo = (typeof SEXOS)[number];

export function isSexo(value: unknown): value is Sexo {
  return typeof value === 'string' && (SEXOS as readonly string[]).includes(value);
}

/** A province (department) or locality: GET /provincias, /catalogos/provincias, /catalogos/localidades/:id. */
export type Provincia = Schemas['Provincia'];

/** A municipality (DANE) with its coordinates, which centre the photo map on it (GET /catalogos/localidades/:id). */
export type Localidad = Schemas['Localidad'];

// --- servicios ---------------------------------------------------------------------------------

/** A service; precio is a JS number. */
export type Servicio = Schemas['Servicio'];

/** POST /servicios and PUT /servicios/:id body. */
export type ServicioInput = Schemas['ServicioCreate'];

/** GET /servicios */
export type ServiciosPage = Schemas['ServiciosPage'];

/** GET /servicios/meta/estadisticas */
export type ServiciosStats = Schemas['ServiciosStats'];

/** GET /servicios/meta/categorias */
export type ServiciosCategorias = Schemas['ServiciosCategorias'];

export type ServiciosSortBy = 'fecha_creacion' | 'nombre' | 'precio';
export type SortOrder = 'ASC' | 'DESC';

/** Filters + sort of GET /servicios and GET /servicios/export. */
export type ServiciosFilters = QueryOf<'exportServices'>;

/** GET /servicios query. */
export type ServiciosQuery = QueryOf<'listServices'>;

// --- jefes de equipo ---------------------------------------------------------------------------

/** A team leader. */
export type Jefe = Schemas['Jefe'];

/** POST /jefes-equipo and PUT /jefes-equipo/:id body. */
export type JefeInput = Pick<Jefe, 'nombres' | 'apellidos' | 'proveedor_id'>;

/** GET /jefes-equipo query. */
export type JefesQuery = QueryOf<'listTeamLeaders'>;

/** GET /jefes-equipo */
export type JefesPage = Schemas['JefesPage'];

// --- proveedores -------------------------------------------------------------------------------

/** A provider. GET /proveedores?search returns an array of these. */
export type Proveedor = Schemas['Proveedor'];

/** POST /proveedores and PATCH /proveedores/:id body. */
export type ProveedorInput = Schemas['ProveedorInput'];

// --- clientes ----------------------------------------------------------------------------------

/** A client. GET /clientes?search returns an array of these. */
export type Cliente = Schemas['Cliente'];

/** POST /clientes and PATCH /clientes/:id body. */
export type ClienteInput = Schemas['ClienteInput'];
