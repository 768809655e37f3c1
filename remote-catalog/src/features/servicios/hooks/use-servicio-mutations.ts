import { useApiMutation, useCrudResource } from 'shared/ui';
import type { Servicio, ServicioInput } from 'shared/contracts';
import { serviciosKeys } from '../api/servicios-query';

/** Create / update (PUT, full body) / delete a service, and toggle its active flag (PUT {activo}). */
export function useServicioMutations() {
  const crud = useCrudResource<ServicioInput, Servicio>({
    path: 'servicios',
    invalidate: [serviciosKeys.all],
    updateMethod: 'put',
    messages: {
      created: 'Servicio creado',
      updated: 'Servicio actualizado',
      deleted: 'Servicio eliminado',
      error: 'Error desconocido',
    },
  });
  const toggle = useApiMutation<Servicio, Servicio>({
    // Spec §4: only the flipped flag is sent.
    mutationFn: (servicio, client) => client.put(`servicios/${servicio.id}`, { json: { activo: !servicio.activo } }).json<Servicio>(),
    successToast: (_data, servicio) => (servicio.activo ? 'Servicio desactivado' : 'Servicio activado'),
    errorToast: 'Error desconocido',
    invalidate: [serviciosKeys.all],
  });
  return { ...crud, toggle };
}
