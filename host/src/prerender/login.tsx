/**
 * Build-time prerender of /login (docs/decisions/prerendered-login.md). Evaluated in Node by the host's build
 * (scripts/webpack/prerender-plugin.cjs), never bundled for the browser.
 *
 * Returns the HTML put inside <div id="root"> when the API serves /login: the login page as the browser would
 * first render it, once per theme (the theme script in <head> has already set html.dark, and CSS shows the matching
 * copy), with its styles. The date is left as placeholders the API fills per request (today in Bogotá).
 */
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { darkTheme, isDarkAtom, lightTheme, type AppTheme } from 'shared/theme';
import { LoginPage } from '../features/auth/login-page';
import { DATE_ISO, DATE_TEXT, THEME_COPIES_CSS, darkGlobals, renderTheme } from 'shared/prerender';

function renderLogin(theme: AppTheme): { html: string; css: string } {
  const store = createStore();
  store.set(isDarkAtom, theme.mode === 'dark');
  return renderTheme(
    theme,
    <Provider store={store}>
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>
    </Provider>,
  );
}

export default function prerenderLogin(): string {
  const light = renderLogin(lightTheme);
  const dark = renderLogin(darkTheme);
  const date = (html: string) => html.replace(/<time dateTime="[^"]*">[^<]*<\/time>/, `<time dateTime="${DATE_ISO}">${DATE_TEXT}</time>`);
  return (
    `<style>${THEME_COPIES_CSS}${light.css}${dark.css}${darkGlobals(darkTheme)}</style>` +
    `<div data-prerender="light" inert aria-hidden="true">${date(light.html)}</div>` +
    `<div data-prerender="dark" inert aria-hidden="true">${date(dark.html)}</div>`
  );
}
