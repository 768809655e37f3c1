import {
  ROLE,
  ROLE_NAMES,
  type AdminUsuariosFilters,
  type AdminUsuariosQuery,
  type AdminUsuariosSortBy,
  type Role,
  type SortOrder,
} from 'shared/contracts';

/** Users per page on /administradores. */
export const USUARIOS_PAGE_SIZE = 10;

/** The sort select; the value lives in the URL as `orden`. */
export const SORT_OPTIONS = [
  { value: 'recientes', label: 'Más recientes', sortBy: 'creado_at', sortOrder: 'DESC' },
  { value: 'antiguos', label: 'Más antiguos', sortBy: 'creado_at', sortOrder: 'ASC' },
  { value: 'usuario-asc', label: 'Usuario A-Z', sortBy: 'usuario', sortOrder: 'ASC' },
  { value: 'usuario-desc', label: 'Usuario Z-A', sortBy: 'usuario', sortOrder: 'DESC' },
  { value: 'nombre-asc', label: 'Nombre A-Z', sortBy: 'nombre', sortOrder: 'ASC' },
  { value: 'nombre-desc', label: 'Nombre Z-A', sortBy: 'nombre', sortOrder: 'DESC' },
  { value: 'tipo', label: 'Tipo', sortBy: 'tipo', sortOrder: 'ASC' },
] as const satisfies readonly { value: string; label: string; sortBy: AdminUsuariosSortBy; sortOrder: SortOrder }[];

const DEFAULT_SORT = 'recientes';

/** The Tipo filter and the form's select: value = the numeric tipo as text. */
export const TIPO_OPTIONS = ([ROLE.ADMIN, ROLE.PROVEEDOR, ROLE.CLIENTE] as const).map((tipo) => ({ value: String(tipo), label: ROLE_NAMES[tipo] }));

export const ESTADO_OPTIONS = [
  { value: 'activos', label: 'Activos' },
  { value: 'inactivos', label: 'Inactivos' },
] as const;

/** The screen's list state as it lives in the URL. */
export const USUARIOS_LIST_DEFAULTS = { search: '', tipo: '', estado: '', orden: DEFAULT_SORT as string, page: 1 };

export type UsuariosListState = { search: string; tipo: string; estado: string; orden: string; page: number };

function parseTipo(value: string): Role | undefined {
  return value === '0' || value === '1' || value === '2' ? (Number(value) as Role) : undefined;
}

/** URL state → filters and sort of GET /admin/usuarios and /export (unknown values are left out). */
export function toUsuariosFilters(state: UsuariosListState): AdminUsuariosFilters {
  const sort = SORT_OPTIONS.find((o) => o.value === state.orden) ?? SORT_OPTIONS[0];
  const filters: AdminUsuariosFilters = { sortBy: sort.sortBy, sortOrder: sort.sortOrder };
  const search = state.search.trim();
  if (search) filters.search = search;
  const tipo = parseTipo(state.tipo);
  if (tipo !== undefined) filters.tipo = tipo;
  if (state.estado === 'activos') filters.activo = true;
  if (state.estado === 'inactivos') filters.activo = false;
  return filters;
}

export function toUsuariosQuery(state: UsuariosListState): AdminUsuariosQuery {
  return { page: state.page, limit: USUARIOS_PAGE_SIZE, ...toUsuariosFilters(state) };
}

/** Known sort value, or the default (a hand-edited URL). */
export function normalizeSort(value: string): string {
  return SORT_OPTIONS.some((o) => o.value === value) ? value : DEFAULT_SORT;
}

export const usuariosKeys = {
  all: ['admin-usuarios'] as const,
  list: (query: AdminUsuariosQuery) => ['admin-usuarios', 'list', query] as const,
  stats: ['admin-usuarios', 'stats'] as const,
};
