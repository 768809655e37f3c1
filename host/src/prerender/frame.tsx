/**
 * Build-time prerender of the signed-in frame (docs/decisions/prerendered-login.md, "The dashboard" and "A remote's
 * screens"). Evaluated in Node by the host's build (scripts/webpack/prerender-plugin.cjs), never bundled.
 *
 * The same components the browser renders first (the layout: header, menu column), once per theme. What depends on
 * the user is left for the page's start script (scripts/webpack/preload-plugin.cjs), which runs before the first
 * paint: the usuario (USUARIO_TEXT) comes from the stored session; without a session the copies are removed. The
 * menu and the role line stay hidden until React takes over (they depend on the role and on the remotes' published
 * screens); the date is filled per request by the API.
 *
 * The default export, `frame.html`, has SCREEN_SLOT in place of the screen: the API puts there a remote screen's
 * copy, from that remote's release. dashboard.tsx puts the dashboard there.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ROLE, SCREEN_SLOT, type SessionUser } from 'shared/contracts';
import { formatLongDate } from 'shared/format';
import { DATE_TEXT, THEME_COPIES_CSS, USUARIO_TEXT, darkGlobals, renderTheme } from 'shared/prerender';
import { SESSION_STORAGE_KEY, setSession } from 'shared/session';
import { darkTheme, isDarkAtom, lightTheme, type AppTheme } from 'shared/theme';
import { AppLayout } from '../features/layout/app-layout';

const PLACEHOLDER_USER = { id: 0, usuario: USUARIO_TEXT, tipo: ROLE.ADMIN } as SessionUser;

function renderFrame(theme: AppTheme, path: string, screen: ReactElement): { html: string; css: string } {
  getDefaultStore().set(isDarkAtom, theme.mode === 'dark');
  return renderTheme(
    theme,
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path={path} element={screen} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The frame with `screen` in it, both themes, as the HTML the API puts in <div id="root">. */
export function prerenderFrame(path: string, screen: ReactElement): string {
  setSession({ token: 'prerender', user: PLACEHOLDER_USER, expiresAt: '2999-01-01T00:00:00Z' }, false);
  const today = formatLongDate();
  const light = renderFrame(lightTheme, path, screen);
  const dark = renderFrame(darkTheme, path, screen);
  const date = (html: string) => html.split(today).join(DATE_TEXT);
  // Not even laid out until the start script has written the usuario (and dropped the other roles' copies of the
  // screen); the menu and the role line are laid out but hidden until React takes over.
  const rules = '[data-prerender-user]:not([data-ready]){display:none}[data-prerender] nav ul,[data-prerender] header .role{visibility:hidden}';
  const copy = (mode: string, html: string) =>
    `<div data-prerender="${mode}" data-prerender-user="${USUARIO_TEXT}" data-session-key="${SESSION_STORAGE_KEY}" inert aria-hidden="true">${date(html)}</div>`;
  return `<style>${THEME_COPIES_CSS}${rules}${light.css}${dark.css}${darkGlobals(darkTheme)}</style>${copy('light', light.html)}${copy('dark', dark.html)}`;
}

/** The frame of a remote's screen: SCREEN_SLOT (text) where the screen goes. */
export default function prerenderScreenFrame(): string {
  return prerenderFrame('/pantalla', <>{SCREEN_SLOT}</>);
}
