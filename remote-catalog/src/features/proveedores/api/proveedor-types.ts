import type { Sexo } from '../../common/lib/catalog-types';

/** A provider (spec §3; CATALOG.md). GET /proveedores returns an array of these. */
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
export interface ProveedorInput {
  nombre: string;
  telefono: string | null;
  direccion: string | null;
  ciudad: string | null;
  provincia_id: number | null;
  director: string | null;
  correo: string | null;
  usuario: string | null;
  sexo: Sexo | null;
}

export const PROVEEDORES_PAGE_SIZE = 10;

export const PROVEEDORES_LIST_DEFAULTS = { search: '', page: 1 };

export const proveedoresKeys = {
  all: ['proveedores'] as const,
  list: (search: string) => ['proveedores', 'list', search] as const,
};
