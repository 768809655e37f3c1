import type { Cliente, Proveedor } from 'shared/contracts';
import { useApiQuery } from 'shared/ui';

/** A provider or client as a select option. */
export interface LinkOption {
  id: number;
  nombre: string;
}

const byName = (a: LinkOption, b: LinkOption) => a.nombre.localeCompare(b.nombre, 'es');

/** Every provider (GET /proveedores), for the selects of the user and assignment forms; loaded when a form opens. */
export function useProveedorOptions(enabled: boolean) {
  return useApiQuery<Proveedor[], LinkOption[]>({
    queryKey: ['proveedores', 'opciones'],
    path: 'proveedores',
    enabled,
    errorToast: 'Error cargando proveedores',
    select: (list) => list.map(({ id, nombre }) => ({ id, nombre })).sort(byName),
  });
}

/** Every client (GET /clientes), by razón social. */
export function useClienteOptions(enabled: boolean) {
  return useApiQuery<Cliente[], LinkOption[]>({
    queryKey: ['clientes', 'opciones'],
    path: 'clientes',
    enabled,
    errorToast: 'Error cargando clientes',
    select: (list) => list.map(({ id, razon_social }) => ({ id, nombre: razon_social })).sort(byName),
  });
}

/** Options of a form select, keeping the current value selectable even when the list lacks it (or is loading). */
export function selectOptions(options: readonly LinkOption[] | undefined, current: { id: number | null; nombre: string | null } | null) {
  const list = (options ?? []).map((o) => ({ value: String(o.id), label: o.nombre }));
  if (current?.id && !list.some((o) => o.value === String(current.id)))
    list.unshift({ value: String(current.id), label: current.nombre ?? `#${current.id}` });
  return list;
}
