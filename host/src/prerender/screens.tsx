/**
 * Build-time prerender of the host's own signed-in screens: the frame (frame.tsx) with the screen in its first
 * state (docs/decisions/prerendered-login.md, "The dashboard" and "The host's other screens"). Evaluated in Node by
 * the host's build (host/webpack.config.js → prerender, one named export per page), never bundled.
 */
import { ChangePasswordPage } from '../features/change-password/change-password-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { PrerenderedRoleSections } from '../features/dashboard/role-section';
import { MensajesPage } from '../features/mensajes/mensajes-page';
import { prerenderFrame } from './frame';

/** `/`: the dashboard in its loading state, with each role's compliance section (the start script keeps the session's). */
export const dashboard = (): string => prerenderFrame('/', <DashboardPage sections={<PrerenderedRoleSections />} />);

/** `/mensajes`: the inbox. */
export const mensajes = (): string => prerenderFrame('/mensajes', <MensajesPage />);

/** `/change-password`: the empty form (its hidden username field empty: shared/src/prerender/render-page.tsx). */
export const changePassword = (): string => prerenderFrame('/change-password', <ChangePasswordPage />);
