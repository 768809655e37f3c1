import type { ConversacionResumen } from 'shared/contracts';
import { MENSAJES_KEYS, useApiQuery } from 'shared/ui';

/** The report's conversation (GET /informes/{id}/conversacion, made on first use): the page's section and the viewer. */
export function useInformeConversacion(informeId: number) {
  return useApiQuery<ConversacionResumen>({
    queryKey: MENSAJES_KEYS.deInforme(informeId),
    path: `informes/${informeId}/conversacion`,
    errorToast: false,
    staleTime: Infinity,
  });
}
