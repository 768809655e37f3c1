export const PROVEEDORES_PAGE_SIZE = 10;

export const PROVEEDORES_LIST_DEFAULTS = { search: '', page: 1 };

export const proveedoresKeys = {
  all: ['proveedores'] as const,
  list: (search: string) => ['proveedores', 'list', search] as const,
};
