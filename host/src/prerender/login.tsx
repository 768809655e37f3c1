/**
 * Build-time prerender of /login (docs/decisions/prerendered-login.md). Evaluated in Node by the host's build
 * (scripts/webpack/prerender-plugin.cjs), never bundled for the browser.
 *
 * Returns the HTML put inside <div id="root"> when the API serves /login: the login page as the browser would
 * first render it, once per theme (the theme script in <head> has already set html.dark, and CSS shows the matching
 * copy), with its styles. The date is left as placeholders the API fills per request (today in Bogotá).
 */
import { createStore, Provider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { GlobalStyle, darkTheme, isDarkAtom, lightTheme, type AppTheme } from 'shared/theme';
import { LoginPage } from '../features/auth/login-page';

/** Placeholders the API replaces per request (api/src/static/prerendered-pages.ts). */
export const DATE_TEXT = '%%FECHA_LARGA%%';
export const DATE_ISO = '%%FECHA_ISO%%';

function renderTheme(theme: AppTheme): { html: string; css: string } {
  const store = createStore();
  store.set(isDarkAtom, theme.mode === 'dark');
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToStaticMarkup(
      sheet.collectStyles(
        <Provider store={store}>
          <ThemeProvider theme={theme}>
            {theme.mode === 'light' && <GlobalStyle />}
            <MemoryRouter initialEntries={['/login']}>
              <LoginPage />
            </MemoryRouter>
          </ThemeProvider>
        </Provider>,
      ),
    );
    const css = sheet
      .getStyleElement()
      .map((el) => String((el.props as { dangerouslySetInnerHTML?: { __html: string } }).dangerouslySetInnerHTML?.__html ?? ''))
      .join('');
    return { html, css };
  } finally {
    sheet.seal();
  }
}

/** The global rules that depend on the palette, for the dark copy (the light GlobalStyle carries the rest). */
function darkGlobals(theme: AppTheme): string {
  const c = theme.colors;
  return (
    `html.dark{color-scheme:dark}html.dark body{color:${c.text};background:${c.bg}}html.dark a{color:${c.primaryText}}` +
    `html.dark :focus-visible{outline-color:${c.focus}}`
  );
}

export default function prerenderLogin(): string {
  const light = renderTheme(lightTheme);
  const dark = renderTheme(darkTheme);
  const date = (html: string) => html.replace(/<time dateTime="[^"]*">[^<]*<\/time>/, `<time dateTime="${DATE_ISO}">${DATE_TEXT}</time>`);
  const visibility = 'html:not(.dark) [data-prerender="dark"],html.dark [data-prerender="light"]{display:none}';
  return (
    `<style>${visibility}${light.css}${dark.css}${darkGlobals(darkTheme)}</style>` +
    `<div data-prerender="light" inert aria-hidden="true">${date(light.html)}</div>` +
    `<div data-prerender="dark" inert aria-hidden="true">${date(dark.html)}</div>`
  );
}
