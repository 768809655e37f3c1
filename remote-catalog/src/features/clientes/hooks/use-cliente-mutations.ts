import { useCrudResource } from 'shared/ui';
import type { Cliente, ClienteInput } from 'shared/contracts';
import { clienteErrorText } from '../api/cliente-form';
import { clientesKeys } from '../api/cliente-types';

/** Create / update (PATCH) / delete a client; 409 razon_social_existente → the spec's text. */
export function useClienteMutations() {
  return useCrudResource<ClienteInput, Cliente>({
    path: 'clientes',
    invalidate: [clientesKeys.all],
    updateMethod: 'patch',
    messages: {
      created: 'Cliente creado',
      updated: 'Cliente actualizado',
      deleted: 'Cliente eliminado',
      error: 'Error desconocido',
    },
    errorText: clienteErrorText,
  });
}
