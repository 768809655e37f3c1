import { useQuery } from '@tanstack/react-query';
import { api } from 'shared/api';
import type { DashboardSummary } from 'shared/contracts';

export const DASHBOARD_SUMMARY_KEY = ['dashboard', 'resumen'] as const;

/** GET /dashboard/resumen: dashboard cards, recent activity and the sidebar counts (one cached query). */
export function useDashboardSummary() {
  return useQuery({
    queryKey: DASHBOARD_SUMMARY_KEY,
    queryFn: ({ signal }) => api.get('dashboard/resumen', { signal }).json<DashboardSummary>(),
  });
}
