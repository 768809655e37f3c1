import type { CatalogPagination } from '../../common/lib/catalog-types';

/** A team leader (spec §3; CATALOG.md). */
export interface Jefe {
  id: number;
  nombres: string;
  apellidos: string | null;
  proveedor_id: number;
  proveedor_nombre: string;
  creado_at: string;
}

/** POST /jefes-equipo and PUT /jefes-equipo/:id body. */
export interface JefeInput {
  nombres: string;
  apellidos: string | null;
  proveedor_id: number;
}

/** GET /jefes-equipo */
export interface JefesPage {
  data: Jefe[];
  pagination: CatalogPagination;
}

/** A provider as the leader form's select needs it (GET /proveedores returns more). */
export interface ProveedorOption {
  id: number;
  nombre: string;
}
