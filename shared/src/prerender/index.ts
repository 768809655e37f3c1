// Build-time only (Node): the host's and the remotes' prerenders (docs/decisions/prerendered-login.md).
export { DATE_ISO, DATE_TEXT, THEME_COPIES_CSS, USUARIO_TEXT, darkGlobals, renderTheme, renderThemeAll } from './render-page';
export { prerenderScreens } from './screens';
