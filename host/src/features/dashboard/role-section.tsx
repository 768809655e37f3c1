import { lazy, Suspense } from 'react';
import { ROLE, type Role } from 'shared/contracts';
import { DashboardSection } from './dashboard-section';
import { CONTROLES_ATENCION_SECTION, MIS_CAMPANAS_SECTION } from './dashboard-sections';

// Each role's section is a chunk of its own: the dashboard's first bundle does not grow, and a provider loads neither.
const ControlesAtencion = lazy(() =>
  import(/* webpackChunkName: "dashboard-controles" */ './controles-atencion').then((m) => ({ default: m.ControlesAtencion })),
);
const MisCampanas = lazy(() => import(/* webpackChunkName: "dashboard-campanas" */ './mis-campanas').then((m) => ({ default: m.MisCampanas })));

const controlesLoading = <DashboardSection {...CONTROLES_ATENCION_SECTION} loading />;
const campanasLoading = <DashboardSection {...MIS_CAMPANAS_SECTION} loading />;

/**
 * The compliance section of the signed-in role (issue 37): administrators follow up the late and in-review checks,
 * clients see their active campaigns; providers have none here. `enabled` starts its data (after the dashboard's own).
 */
export function RoleSection({ role, enabled }: { role: Role | undefined; enabled: boolean }) {
  if (role === ROLE.ADMIN)
    return (
      <Suspense fallback={controlesLoading}>
        <ControlesAtencion enabled={enabled} />
      </Suspense>
    );
  if (role === ROLE.CLIENTE)
    return (
      <Suspense fallback={campanasLoading}>
        <MisCampanas enabled={enabled} />
      </Suspense>
    );
  return null;
}

/**
 * The prerendered dashboard's copy (host/src/prerender/screens.tsx) does not know the role: it holds each role's
 * section in its loading state, and the page's start script keeps the one of the stored session's role
 * (`data-prerender-roles`, scripts/webpack/preload-plugin.cjs). So the section is painted in the first frame where
 * React's first render puts it, and a provider's page has none.
 */
export function PrerenderedRoleSections() {
  return (
    <>
      <div data-prerender-roles={String(ROLE.ADMIN)} style={{ display: 'contents' }}>
        {controlesLoading}
      </div>
      <div data-prerender-roles={String(ROLE.CLIENTE)} style={{ display: 'contents' }}>
        {campanasLoading}
      </div>
    </>
  );
}
