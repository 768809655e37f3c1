import type { Sitio, SitioCampana, SitioFotosPage } from 'shared/contracts';
import { useApiQuery } from 'shared/ui';
import { sitiosKeys } from '../api/sitios-query';

/** GET /sitios/:id — a site's page (a 404, a site missing or out of reach, is shown by the page, not toasted). */
export function useSitio(id: number) {
  return useApiQuery<Sitio>({
    queryKey: sitiosKeys.detail(id),
    path: `sitios/${id}`,
    enabled: Number.isInteger(id) && id > 0,
    errorToast: 'Error cargando el sitio',
    silentStatuses: [401, 404],
  });
}

/** Photos per page of a site's timeline (GET /sitios/:id/fotos takes 20, 50 or 100). */
const SITIO_FOTOS_PAGE_SIZE = 50;

/** GET /sitios/:id/fotos — every photo taken at the site that the user may see, newest first. */
export function useSitioFotos(id: number, page: number, enabled: boolean) {
  return useApiQuery<SitioFotosPage>({
    queryKey: sitiosKeys.fotos(id, page),
    path: `sitios/${id}/fotos`,
    searchParams: { page, limit: SITIO_FOTOS_PAGE_SIZE },
    enabled,
    errorToast: 'Error cargando las fotos del sitio',
    silentStatuses: [401, 404],
  });
}

/** GET /sitios/:id/campanas — the campaigns with a line at the site (within the user's reach). */
export function useSitioCampanas(id: number, enabled: boolean) {
  return useApiQuery<SitioCampana[]>({
    queryKey: sitiosKeys.campanas(id),
    path: `sitios/${id}/campanas`,
    enabled,
    errorToast: 'Error cargando las campañas del sitio',
    silentStatuses: [401, 404],
  });
}
