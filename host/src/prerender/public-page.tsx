/**
 * The build-time prerender of a public page (no session, no frame): /login and /verificar
 * (docs/decisions/prerendered-login.md). Evaluated in Node by the host's build, never bundled for the browser.
 *
 * The page as the browser would first render it at `path`, once per theme (the theme script in <head> has already
 * set html.dark, and CSS shows the matching copy), with its styles; both copies inert until React takes over.
 * `fill` rewrites each copy's HTML (login.tsx puts the date placeholders the API fills per request).
 */
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { THEME_COPIES_CSS, darkGlobals, renderTheme } from 'shared/prerender';
import { darkTheme, isDarkAtom, lightTheme, type AppTheme } from 'shared/theme';

function renderPage(theme: AppTheme, path: string, page: ReactElement): { html: string; css: string } {
  const store = createStore();
  store.set(isDarkAtom, theme.mode === 'dark');
  return renderTheme(
    theme,
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </Provider>,
  );
}

export function prerenderPublicPage(path: string, page: ReactElement, fill: (html: string) => string = (html) => html): string {
  const light = renderPage(lightTheme, path, page);
  const dark = renderPage(darkTheme, path, page);
  return (
    `<style>${THEME_COPIES_CSS}${light.css}${dark.css}${darkGlobals(darkTheme)}</style>` +
    `<div data-prerender="light" inert aria-hidden="true">${fill(light.html)}</div>` +
    `<div data-prerender="dark" inert aria-hidden="true">${fill(dark.html)}</div>`
  );
}
