/**
 * Build-time prerender of /verificar, the public photo check (docs/decisions/verificar.md), made like /login's
 * (public-page.tsx, docs/decisions/prerendered-login.md): the page as the browser first renders it, once per theme,
 * with its styles, inert until React takes over. Evaluated in Node by the host's build, never bundled for the browser.
 */
import { VerificarPage } from '../features/verificar/verificar-page';
import { prerenderPublicPage } from './public-page';

export default function prerenderVerificar(): string {
  return prerenderPublicPage('/verificar', <VerificarPage />);
}
