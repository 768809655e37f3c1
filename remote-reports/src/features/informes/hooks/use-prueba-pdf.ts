import { useApiMutation } from 'shared/ui';
import { descargarPruebaPdf, type PruebaPdfAlcance } from '../api/export-prueba';

/** "Descargar prueba (PDF)" of one report or of the list's current filters; the server's refusal as a toast. */
export function usePruebaPdf() {
  return useApiMutation<PruebaPdfAlcance, string>({
    mutationFn: (alcance) => descargarPruebaPdf(alcance),
    errorToast: 'Error generando la prueba (PDF)',
  });
}
