/**
 * Build-time prerender of the host's own signed-in screens: the frame (frame.tsx) with the screen in its first
 * state (docs/decisions/prerendered-login.md, "The dashboard" and "The host's other screens"). Evaluated in Node by
 * the host's build (host/webpack.config.js → prerender, one named export per page), never bundled.
 */
import { USUARIO_TEXT } from 'shared/prerender';
import { ChangePasswordPage } from '../features/change-password/change-password-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { MessagesPage } from '../features/messages/messages-page';
import { prerenderFrame } from './frame';

/** `/`: the dashboard in its loading state. */
export const dashboard = (): string => prerenderFrame('/', <DashboardPage />);

/** `/mensajes`: the inbox. */
export const mensajes = (): string => prerenderFrame('/mensajes', <MessagesPage />);

/**
 * `/change-password`: the empty form. Its hidden username field (for password managers) is left empty: the start
 * script writes the usuario into text, not into attributes, and React's form replaces the copy before anyone types.
 */
export const changePassword = (): string =>
  prerenderFrame('/change-password', <ChangePasswordPage />)
    .split(`value="${USUARIO_TEXT}"`)
    .join('value=""');
