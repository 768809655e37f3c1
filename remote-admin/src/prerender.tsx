/**
 * Build-time prerender of this remote's screens in their loading state (docs/decisions/prerendered-login.md, "A
 * remote's screens"): evaluated in Node by this remote's build, never bundled.
 */
import { prerenderScreens } from 'shared/prerender';
import routes from './routes';
import { SCREEN_PATHS } from './screens';

export default function prerender(): string {
  return prerenderScreens(routes, SCREEN_PATHS);
}
