/**
 * Build-time prerender of /verificar, the public photo check (docs/decisions/verificar.md), made like /login's
 * (login.tsx, docs/decisions/prerendered-login.md): the page as the browser first renders it, once per theme, with its
 * styles, inert until React takes over. Evaluated in Node by the host's build, never bundled for the browser.
 */
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { darkTheme, isDarkAtom, lightTheme, type AppTheme } from 'shared/theme';
import { THEME_COPIES_CSS, darkGlobals, renderTheme } from 'shared/prerender';
import { VerificarPage } from '../features/verificar/verificar-page';

function renderVerificar(theme: AppTheme): { html: string; css: string } {
  const store = createStore();
  store.set(isDarkAtom, theme.mode === 'dark');
  return renderTheme(
    theme,
    <Provider store={store}>
      <MemoryRouter initialEntries={['/verificar']}>
        <VerificarPage />
      </MemoryRouter>
    </Provider>,
  );
}

export default function prerenderVerificar(): string {
  const light = renderVerificar(lightTheme);
  const dark = renderVerificar(darkTheme);
  return (
    `<style>${THEME_COPIES_CSS}${light.css}${dark.css}${darkGlobals(darkTheme)}</style>` +
    `<div data-prerender="light" inert aria-hidden="true">${light.html}</div>` +
    `<div data-prerender="dark" inert aria-hidden="true">${dark.html}</div>`
  );
}
