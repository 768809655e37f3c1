/**
 * Build-time prerender of a remote's screens in their loading state (docs/decisions/prerendered-login.md, "A remote's
 * screens"). Each remote's build calls this with its routes (src/routes.tsx) and the screens it publishes
 * (src/screens.ts) and writes the result to PRERENDERED_SCREENS_FILE (scripts/webpack/create-config.cjs,
 * ScreensManifestPlugin); the API puts a screen's copy into the host's frame when it serves that path. So the first
 * paint of a remote's screen comes from the remote's own release.
 *
 * Every screen is rendered as the browser renders it first (no data yet), once per theme and once per role that may
 * open it; roles that see the same page share one copy, and the page's start script keeps only the copy of the
 * signed-in role (`data-prerender-roles`). A screen with parameters ('/informes/:id') is rendered with SAMPLE_PARAM
 * for each: its loading state must not depend on them, since the API serves the copy for every value.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { ALL_ROLES, type PrerenderedScreen, type PrerenderedScreens, type Role, type ScreenDescriptor, type SessionUser } from 'shared/contracts';
import { bogotaIsoDate, formatLongDate } from 'shared/format';
import { setSession } from 'shared/session';
import { darkTheme, isDarkAtom, lightTheme, type AppTheme } from 'shared/theme';
import { DATE_ISO, DATE_TEXT, USUARIO_TEXT, renderThemeAll } from './render-page';

/** The value of each path parameter when a screen is prerendered: a valid-looking id. */
const SAMPLE_PARAM = '1';
const samplePath = (path: string) => path.replace(/:[^/]+/g, SAMPLE_PARAM);

function Screen({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The screen at `path` as `role` sees it first, in `theme`. */
function screenAs(routes: RouteObject[], path: string, role: Role, theme: AppTheme): () => ReactElement {
  return () => {
    setSession({ token: 'prerender', user: { id: 0, usuario: USUARIO_TEXT, tipo: role } as SessionUser, expiresAt: '2999-01-01T00:00:00Z' }, false);
    getDefaultStore().set(isDarkAtom, theme.mode === 'dark');
    return (
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[samplePath(path)]}>
          <Screen routes={routes} />
        </MemoryRouter>
      </QueryClientProvider>
    );
  };
}

function prerenderScreen(routes: RouteObject[], { path, access }: ScreenDescriptor): PrerenderedScreen {
  const roles = access === 'auth' ? ALL_ROLES : access;
  const light = renderThemeAll(
    lightTheme,
    roles.map((role) => screenAs(routes, path, role, lightTheme)),
  );
  const dark = renderThemeAll(
    darkTheme,
    roles.map((role) => screenAs(routes, path, role, darkTheme)),
  );
  // Roles that see the same page share a copy.
  const variants: { roles: Role[]; light: string; dark: string }[] = [];
  roles.forEach((role, i) => {
    const same = variants.find((v) => v.light === light.htmls[i] && v.dark === dark.htmls[i]);
    if (same) same.roles.push(role);
    else variants.push({ roles: [role], light: light.htmls[i], dark: dark.htmls[i] });
  });
  const today = formatLongDate();
  const iso = bogotaIsoDate();
  const dated = (html: string) => html.split(today).join(DATE_TEXT).split(iso).join(DATE_ISO);
  const copy = (theme: 'light' | 'dark') =>
    `<div data-prerender-screen="${path}">` +
    variants.map((v) => `<div data-prerender-roles="${v.roles.join(' ')}">${dated(v[theme])}</div>`).join('') +
    '</div>';
  return { path, css: light.css + dark.css, light: copy('light'), dark: copy('dark') };
}

/** The loading state of each of `screens`, for the roles it allows, as PRERENDERED_SCREENS_FILE holds it. */
export function prerenderScreens(routes: RouteObject[], screens: readonly ScreenDescriptor[]): string {
  const result: PrerenderedScreens = { screens: screens.map((s) => prerenderScreen(routes, s)) };
  return JSON.stringify(result);
}
