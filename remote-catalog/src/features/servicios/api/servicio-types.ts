import type { CatalogPagination } from '../../common/lib/catalog-types';

/** A service (spec §3; CATALOG.md). Dates are ISO strings; precio is a JS number. */
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
export interface ServicioInput {
  nombre: string;
  descripcion: string | null;
  precio: number;
  activo: boolean;
  categoria: string | null;
}

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

/** Filters + sort shared by GET /servicios and GET /servicios/export. */
export interface ServiciosFilters {
  sortBy: ServiciosSortBy;
  sortOrder: SortOrder;
  search?: string;
  categoria?: string;
  activo?: boolean;
}

/** GET /servicios query of the services screen. */
export interface ServiciosQuery extends ServiciosFilters {
  page: number;
  limit: number;
}
