import type { ArchivosInforme } from 'shared/contracts';
import { useApiQuery } from 'shared/ui';

/** Signed image links last 15 minutes: the list is fetched again well before they expire. */
const REFRESH_MS = 10 * 60_000;

export const archivosKey = (informeId: number) => ['informes', 'archivos', informeId] as const;

/** GET /informes/:id/archivos — the report's photos with their signed links. */
export function useArchivos(informeId: number) {
  return useApiQuery<ArchivosInforme>({
    queryKey: archivosKey(informeId),
    path: `informes/${informeId}/archivos`,
    errorToast: 'Error cargando las imágenes',
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
  });
}
