import { useCrudResource } from 'shared/ui';
import type { Proveedor, ProveedorInput } from 'shared/contracts';
import { proveedoresKeys } from '../api/proveedor-types';

/** Create / update (PATCH) / delete a provider. A 409 says what still uses it (the server's message). */
export function useProveedorMutations() {
  return useCrudResource<ProveedorInput, Proveedor>({
    path: 'proveedores',
    // Team leaders show the provider's name: refresh them too.
    invalidate: [proveedoresKeys.all, ['jefes']],
    updateMethod: 'patch',
    messages: {
      created: 'Proveedor creado',
      updated: 'Proveedor actualizado',
      deleted: 'Proveedor eliminado',
      error: 'Error desconocido',
    },
  });
}
