export const CLIENTES_PAGE_SIZE = 10;

export const CLIENTES_LIST_DEFAULTS = { search: '', page: 1 };

export const clientesKeys = {
  all: ['clientes'] as const,
  list: (search: string) => ['clientes', 'list', search] as const,
};
