import { useApiQuery } from 'shared/ui';
import type { Proveedor } from 'shared/contracts';

/** A provider as a select needs it. */
export type ProveedorOption = Pick<Proveedor, 'id' | 'nombre'>;

/** Providers for a select (GET /proveedores, sorted by name): a leader's or a site's, or the sites' filter. */
export function useProveedorOptions(enabled: boolean) {
  return useApiQuery<ProveedorOption[]>({
    queryKey: ['proveedores', 'opciones'],
    path: 'proveedores',
    enabled,
    errorToast: 'Error cargando proveedores',
    select: (list) => list.map(({ id, nombre }) => ({ id, nombre })).sort((a, b) => a.nombre.localeCompare(b.nombre, 'es')),
  });
}
