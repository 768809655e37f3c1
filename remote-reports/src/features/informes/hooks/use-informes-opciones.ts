import { useApiQuery } from 'shared/ui';
import type { InformesOpciones } from 'shared/contracts';
import { informesKeys } from '../api/informes-query';

/** GET /informes/opciones: services, clients, providers, assignments and provinces within the caller's scope. */
export function useInformesOpciones(enabled = true) {
  return useApiQuery<InformesOpciones>({
    queryKey: informesKeys.opciones,
    path: 'informes/opciones',
    enabled,
    errorToast: 'Error cargando datos iniciales',
  });
}
