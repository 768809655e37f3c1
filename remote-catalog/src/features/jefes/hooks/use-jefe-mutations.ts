import { useApiMutation, useCrudResource } from 'shared/ui';
import type { Jefe, JefeInput } from 'shared/contracts';
import { jefesKeys } from '../api/jefes-query';
import { JEFES_MESSAGES } from './use-jefes';

/** Create / update (PUT) / delete a team leader, with the spec's toasts ("Error", "Error eliminando"). */
export function useJefeMutations() {
  const { create, update } = useCrudResource<JefeInput, Jefe>({
    path: 'jefes-equipo',
    invalidate: [jefesKeys.all],
    updateMethod: 'put',
    messages: { created: 'Jefe creado', updated: 'Jefe actualizado', error: JEFES_MESSAGES.save },
  });
  const remove = useApiMutation<number, null>({
    mutationFn: async (id, client) => {
      await client.delete(`jefes-equipo/${id}`);
      return null;
    },
    successToast: 'Jefe eliminado',
    errorToast: JEFES_MESSAGES.remove,
    invalidate: [jefesKeys.all],
  });
  return { create, update, remove };
}
