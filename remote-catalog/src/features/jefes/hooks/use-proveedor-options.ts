import { useApiQuery } from 'shared/ui';
import { jefesKeys } from '../api/jefes-query';
import type { ProveedorOption } from '../api/jefe-types';

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
