import { useApiQuery } from 'shared/ui';
import type { Proveedor } from 'shared/contracts';
import { jefesKeys } from '../api/jefes-query';

/** A provider as the leader form's select needs it. */
export type ProveedorOption = Pick<Proveedor, 'id' | 'nombre'>;

/** Providers for the leader form's select (GET /proveedores), loaded when an administrator opens the form. */
export function useProveedorOptions(enabled: boolean) {
  return useApiQuery<ProveedorOption[]>({
    queryKey: jefesKeys.proveedores,
    path: 'proveedores',
    enabled,
    errorToast: 'Error cargando proveedores',
    select: (list) => list.map(({ id, nombre }) => ({ id, nombre })).sort((a, b) => a.nombre.localeCompare(b.nombre, 'es')),
  });
}
