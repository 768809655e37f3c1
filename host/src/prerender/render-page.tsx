/**
 * What the host's build-time prerenders share (docs/decisions/prerendered-login.md): render a page once per theme
 * with its styled-components CSS, and wrap each copy so CSS shows only the current theme's. Node only.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { GlobalStyle, type AppTheme } from 'shared/theme';

/** Placeholders the API replaces per request (api/src/static/host-pages.ts). */
export const DATE_TEXT = '%%FECHA_LARGA%%';
export const DATE_ISO = '%%FECHA_ISO%%';

/** Shows the copy of the theme the head script chose (html.dark) and hides the other. */
export const THEME_COPIES_CSS = 'html:not(.dark) [data-prerender="dark"],html.dark [data-prerender="light"]{display:none}';

/** `page` in the theme's provider, with the global styles on the light copy (the dark copy gets `darkGlobals`). */
export function renderTheme(theme: AppTheme, page: ReactElement): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToStaticMarkup(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          {theme.mode === 'light' && <GlobalStyle />}
          {page}
        </ThemeProvider>,
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
export function darkGlobals(theme: AppTheme): string {
  const c = theme.colors;
  return (
    `html.dark{color-scheme:dark}html.dark body{color:${c.text};background:${c.bg}}html.dark a{color:${c.primaryText}}` +
    `html.dark :focus-visible{outline-color:${c.focus}}`
  );
}
