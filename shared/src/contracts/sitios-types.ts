// Sites (issue 36; docs/decisions/sitios-campanas.md): the API's shapes, from the OpenAPI document's named schemas
// (generated/openapi.ts, `pnpm openapi:types`).
import type { components } from './generated/openapi';
import type { QueryOf } from './query-of';

type Schemas = components['schemas'];

/** A site, as GET /sitios and GET /sitios/:id answer it (in the caller's reach). */
export type Sitio = Schemas['Sitio'];

/** GET /sitios */
export type SitiosPage = Schemas['SitiosPage'];

/** A site as the map draws it (GET /sitios/mapa). */
export type SitioPunto = Schemas['SitioPunto'];

/** GET /sitios/mapa: at most 5 000 points of the filter, and how many match it. */
export type SitiosMapa = Schemas['SitiosMapa'];

/** POST /sitios body. */
export type SitioInput = Schemas['SitioInput'];

/** PATCH /sitios/:id body. */
export type SitioPatch = Schemas['SitioPatch'];

/** A photo taken at a site (GET /sitios/:id/fotos, newest first). */
export type SitioFoto = Schemas['SitioFoto'];

/** GET /sitios/:id/fotos */
export type SitioFotosPage = Schemas['SitioFotosPage'];

/** A campaign with a line at the site (GET /sitios/:id/campanas). */
export type SitioCampana = Schemas['SitioCampana'];

/** What a spreadsheet import would do (the preview), or did. */
export type ImportacionSitios = Schemas['ImportacionSitios'];

/** One row of an import's answer. */
export type ImportacionFila = ImportacionSitios['filas'][number];

/** GET /sitios query. */
export type SitiosQuery = QueryOf<'listSites'>;

/** Filters of GET /sitios/mapa and GET /sitios/export (GET /sitios's without paging and sort). */
export type SitiosFilters = QueryOf<'mapSites'>;
