/**
 * What the build-time prerenders share (docs/decisions/prerendered-login.md): render a page once per theme with its
 * styled-components CSS, and wrap each copy so CSS shows only the current theme's. Node only: the host's and the
 * remotes' builds evaluate it (scripts/webpack/prerender-plugin.cjs); no browser bundle imports it.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { GlobalStyle, type AppTheme } from 'shared/theme';

/** Placeholders the API replaces per request (api/src/platform/static/host-pages.ts). */
export const DATE_TEXT = '%%FECHA_LARGA%%';
export const DATE_ISO = '%%FECHA_ISO%%';
/**
 * The signed-in usuario, unknown at build time: the page's start script (scripts/webpack/preload-plugin.cjs) writes
 * the stored session's in its place, as text, before the first paint (a text node holding only its first character,
 * the header's initial, gets the usuario's). It writes no attribute, so a rendered page keeps none in its attributes
 * (`withoutUsuarioInAttributes`): e.g. the password form's hidden username field is prerendered empty.
 */
export const USUARIO_TEXT = '%%USUARIO%%';

/** An attribute value in rendered markup (React escapes `"` in text, so `="` only starts an attribute's value). */
const ATTRIBUTE_VALUE = /="([^"]*)"/g;
const withoutUsuarioInAttributes = (html: string): string =>
  html.replace(ATTRIBUTE_VALUE, (whole: string, value: string) =>
    value.includes(USUARIO_TEXT) ? `="${value.split(USUARIO_TEXT).join('')}"` : whole,
  );

/** Shows the copy of the theme the head script chose (html.dark) and hides the other. */
export const THEME_COPIES_CSS = 'html:not(.dark) [data-prerender="dark"],html.dark [data-prerender="light"]{display:none}';

const cssOf = (sheet: ServerStyleSheet): string =>
  sheet
    .getStyleElement()
    .map((el) => String((el.props as { dangerouslySetInnerHTML?: { __html: string } }).dangerouslySetInnerHTML?.__html ?? ''))
    .join('');

/**
 * Each of `pages` in the theme's provider, with one style sheet for all of them (a rule they share is written once).
 * A page is a function called right before it renders (it may set the state it needs, e.g. the session's role).
 * `globals`: the global styles too (the host's light copy; the dark copy gets `darkGlobals`).
 */
export function renderThemeAll(theme: AppTheme, pages: readonly (() => ReactElement)[], { globals = false } = {}): { htmls: string[]; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const htmls = pages.map((page) =>
      withoutUsuarioInAttributes(
        renderToStaticMarkup(
          sheet.collectStyles(
            <ThemeProvider theme={theme}>
              {globals && <GlobalStyle />}
              {page()}
            </ThemeProvider>,
          ),
        ),
      ),
    );
    return { htmls, css: cssOf(sheet) };
  } finally {
    sheet.seal();
  }
}

/** `page` in the theme's provider, with the global styles on the light copy (the dark copy gets `darkGlobals`). */
export function renderTheme(theme: AppTheme, page: ReactElement): { html: string; css: string } {
  const { htmls, css } = renderThemeAll(theme, [() => page], { globals: theme.mode === 'light' });
  return { html: htmls[0], css };
}

/** The global rules that depend on the palette, for the dark copy (the light GlobalStyle carries the rest). */
export function darkGlobals(theme: AppTheme): string {
  const c = theme.colors;
  return (
    `html.dark{color-scheme:dark}html.dark body{color:${c.text};background:${c.bg}}html.dark a{color:${c.primaryText}}` +
    `html.dark :focus-visible{outline-color:${c.focus}}`
  );
}
