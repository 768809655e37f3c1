import type { Sexo } from '../../common/lib/catalog-types';

/** A client (spec §3; CATALOG.md). GET /clientes returns an array of these. */
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
export interface ClienteInput {
  razon_social: string;
  direccion: string | null;
  ciudad: string | null;
  provincia_id: number | null;
  telefono: string | null;
  nif: string | null;
  nombres_representante: string | null;
  apellidos_representante: string | null;
  correo: string | null;
  usuario: string | null;
  sexo: Sexo | null;
}

export const CLIENTES_PAGE_SIZE = 10;

export const CLIENTES_LIST_DEFAULTS = { search: '', page: 1 };

export const clientesKeys = {
  all: ['clientes'] as const,
  list: (search: string) => ['clientes', 'list', search] as const,
};
