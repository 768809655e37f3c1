/**
 * Build-time prerender of the signed-in frame with the dashboard (/) (docs/decisions/prerendered-login.md,
 * "The dashboard"). Evaluated in Node by the host's build (scripts/webpack/prerender-plugin.cjs), never bundled.
 *
 * The same components the browser renders first (layout, header, dashboard with its loading placeholders), once per
 * theme. What depends on the user is left for the page's start script (scripts/webpack/preload-plugin.cjs), which
 * runs before the first paint: the usuario (placeholder below) comes from the stored session; without a session
 * the copies are removed. The menu and the role line stay hidden until React takes over (they depend on the role
 * and on the remotes' published screens); the date is filled per request by the API.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ROLE, type SessionUser } from 'shared/contracts';
import { formatLongDate } from 'shared/format';
import { SESSION_STORAGE_KEY, setSession } from 'shared/session';
import { darkTheme, isDarkAtom, lightTheme, type AppTheme } from 'shared/theme';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { AppLayout } from '../features/layout/app-layout';
import { DATE_TEXT, THEME_COPIES_CSS, darkGlobals, renderTheme } from './render-page';

/**
 * Replaced by the start script with the signed-in usuario, as text (a text node holding only its first character, the
 * header's initial, gets the usuario's). The copy names it, and the session's storage key, for that script.
 */
const USUARIO = '%%USUARIO%%';

const PLACEHOLDER_USER = { id: 0, usuario: USUARIO, tipo: ROLE.ADMIN } as SessionUser;

function renderDashboard(theme: AppTheme): { html: string; css: string } {
  getDefaultStore().set(isDarkAtom, theme.mode === 'dark');
  return renderTheme(
    theme,
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route index element={<DashboardPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export default function prerenderDashboard(): string {
  setSession({ token: 'prerender', user: PLACEHOLDER_USER, expiresAt: '2999-01-01T00:00:00Z' }, false);
  const today = formatLongDate();
  const light = renderDashboard(lightTheme);
  const dark = renderDashboard(darkTheme);
  const date = (html: string) => html.split(today).join(DATE_TEXT);
  // Hidden until the start script has written the usuario; the menu and the role line until React takes over.
  const rules = '[data-prerender-user]:not([data-ready]){visibility:hidden}[data-prerender] nav ul,[data-prerender] header .role{visibility:hidden}';
  const copy = (mode: string, html: string) =>
    `<div data-prerender="${mode}" data-prerender-user="${USUARIO}" data-session-key="${SESSION_STORAGE_KEY}" inert aria-hidden="true">${date(html)}</div>`;
  return `<style>${THEME_COPIES_CSS}${rules}${light.css}${dark.css}${darkGlobals(darkTheme)}</style>${copy('light', light.html)}${copy('dark', dark.html)}`;
}
