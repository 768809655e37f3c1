import { useQuery } from '@tanstack/react-query';
import { api } from 'shared/api';
import type { ApiSchema } from 'shared/contracts';

/**
 * The dashboard's compliance sections (issue 37). Under a prefix of their own, not DASHBOARD_SUMMARY_KEY's: that one is
 * kept offline with `keep: 1` (shared/contracts PERSISTED_QUERIES), and these would push the summary out. Live
 * 'informes' events invalidate this prefix (features/mensajes/live-events.ts), and so does whatever invalidates
 * ['dashboard'] (a report sent from this tab, the outbox).
 */
export const DASHBOARD_CUMPLIMIENTO_KEY = ['dashboard', 'cumplimiento'] as const;

/** How many late and in-review checks the administrator's section lists (GET /campanas/controles takes 10 at least). */
const CONTROLES_ATENCION_LIMIT = 10;

/** GET /campanas/controles?estado=atrasado&estado=en_revision: what an administrator follows up, soonest deadline first. */
const CONTROLES_ATENCION_QUERY = new URLSearchParams([
  ['estado', 'atrasado'],
  ['estado', 'en_revision'],
  ['limit', String(CONTROLES_ATENCION_LIMIT)],
]);

/** How many active campaigns the client's section shows; GET /campanas pages by 10 at least, so it asks for 10. */
export const MIS_CAMPANAS_SHOWN = 5;

/** GET /campanas?estado=activa, the latest started first: a client's active campaigns with their compliance. */
const MIS_CAMPANAS_QUERY = { estado: 'activa', limit: 10, sortBy: 'fecha_inicio', sortOrder: 'desc' };

/** `enabled`: the dashboard starts these after its own summary (docs/decisions/main-thread.md). */
export function useControlesAtencion(enabled: boolean) {
  return useQuery({
    queryKey: [...DASHBOARD_CUMPLIMIENTO_KEY, 'controles'],
    queryFn: ({ signal }) =>
      api.get('campanas/controles', { searchParams: CONTROLES_ATENCION_QUERY, signal }).json<ApiSchema<'ControlesCampanaPage'>>(),
    enabled,
  });
}

export function useMisCampanas(enabled: boolean) {
  return useQuery({
    queryKey: [...DASHBOARD_CUMPLIMIENTO_KEY, 'campanas'],
    queryFn: ({ signal }) => api.get('campanas', { searchParams: MIS_CAMPANAS_QUERY, signal }).json<ApiSchema<'CampanasPage'>>(),
    enabled,
  });
}
