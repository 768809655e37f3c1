// Catalog API types (docs/product-spec.md §3, §7): servicios, jefes de equipo, proveedores, clientes,
// provincias. Dates are ISO strings; empty optional texts are null.

/** `pagination` of the paged catalog lists (GET /servicios, GET /jefes-equipo). */
export interface CatalogPagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** Values of the "sexo" field of proveedores and clientes (docs/product-spec.md §9). */
export const SEXOS = ['Masculino', 'Femenino', 'Otro'] as const;
export type Sexo = (typeof SEXOS)[number];

export function isSexo(value: unknown): value is Sexo {
  return typeof value === 'string' && (SEXOS as readonly string[]).includes(value);
}

/** A province (department) or locality: GET /provincias, /catalogos/provincias, /catalogos/localidades/:id. */
export interface Provincia {
  id: number;
  nombre: string;
}

// --- servicios ---------------------------------------------------------------------------------

/** A service; precio is a JS number. */
export interface Servicio {
  id: number;
  nombre: string;
  descripcion: string | null;
  precio: number;
  activo: boolean;
  categoria: string | null;
  fecha_creacion: string;
  fecha_actualizacion: string;
}

/** POST /servicios and PUT /servicios/:id body. */
export type ServicioInput = Omit<Servicio, 'id' | 'fecha_creacion' | 'fecha_actualizacion'>;

/** GET /servicios */
export interface ServiciosPage {
  servicios: Servicio[];
  pagination: CatalogPagination;
}

/** GET /servicios/meta/estadisticas */
export interface ServiciosStats {
  total: number;
  activos: number;
  total_categorias: number;
  precio_promedio: number | null;
}

/** GET /servicios/meta/categorias */
export interface ServiciosCategorias {
  categorias: string[];
}

export type ServiciosSortBy = 'fecha_creacion' | 'nombre' | 'precio';
export type SortOrder = 'ASC' | 'DESC';

/** Filters + sort of GET /servicios and GET /servicios/export. */
export interface ServiciosFilters {
  sortBy: ServiciosSortBy;
  sortOrder: SortOrder;
  search?: string;
  categoria?: string;
  activo?: boolean;
}

/** GET /servicios query. */
export interface ServiciosQuery extends ServiciosFilters {
  page: number;
  limit: number;
}

// --- jefes de equipo ---------------------------------------------------------------------------

/** A team leader. */
export interface Jefe {
  id: number;
  nombres: string;
  apellidos: string | null;
  proveedor_id: number;
  proveedor_nombre: string;
  creado_at: string;
}

/** POST /jefes-equipo and PUT /jefes-equipo/:id body. */
export type JefeInput = Pick<Jefe, 'nombres' | 'apellidos' | 'proveedor_id'>;

/** GET /jefes-equipo query. */
export interface JefesQuery {
  page: number;
  limit: number;
  search?: string;
}

/** GET /jefes-equipo */
export interface JefesPage {
  data: Jefe[];
  pagination: CatalogPagination;
}

// --- proveedores -------------------------------------------------------------------------------

/** A provider. GET /proveedores?search returns an array of these. */
export interface Proveedor {
  id: number;
  nombre: string;
  telefono: string | null;
  direccion: string | null;
  ciudad: string | null;
  provincia_id: number | null;
  provincia_nombre: string | null;
  director: string | null;
  correo: string | null;
  usuario: string | null;
  sexo: Sexo | null;
}

/** POST /proveedores and PATCH /proveedores/:id body. */
export type ProveedorInput = Omit<Proveedor, 'id' | 'provincia_nombre'>;

// --- clientes ----------------------------------------------------------------------------------

/** A client. GET /clientes?search returns an array of these. */
export interface Cliente {
  id: number;
  razon_social: string;
  direccion: string | null;
  ciudad: string | null;
  provincia_id: number | null;
  /** Province name. */
  provincia: string | null;
  telefono: string | null;
  nif: string | null;
  nombres_representante: string | null;
  apellidos_representante: string | null;
  correo: string | null;
  usuario: string | null;
  sexo: Sexo | null;
  /** Fallback display name (= razon_social). */
  nombre: string;
}

/** POST /clientes and PATCH /clientes/:id body. */
export type ClienteInput = Omit<Cliente, 'id' | 'provincia' | 'nombre'>;
