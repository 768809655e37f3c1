/**
 * Build-time prerender of /login (docs/decisions/prerendered-login.md). Evaluated in Node by the host's build
 * (scripts/webpack/prerender-plugin.cjs), never bundled for the browser.
 *
 * Returns the HTML put inside <div id="root"> when the API serves /login: the login page as the browser would
 * first render it, once per theme, with its styles (public-page.tsx). The date is left as placeholders the API fills
 * per request (today in Bogotá).
 */
import { DATE_ISO, DATE_TEXT } from 'shared/prerender';
import { LoginPage } from '../features/auth/login-page';
import { prerenderPublicPage } from './public-page';

const date = (html: string) => html.replace(/<time dateTime="[^"]*">[^<]*<\/time>/, `<time dateTime="${DATE_ISO}">${DATE_TEXT}</time>`);

export default function prerenderLogin(): string {
  return prerenderPublicPage('/login', <LoginPage />, date);
}
