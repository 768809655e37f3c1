/**
 * Build-time prerender of `/`: the signed-in frame (frame.tsx) with the dashboard in its loading state
 * (docs/decisions/prerendered-login.md, "The dashboard"). Evaluated in Node by the host's build, never bundled.
 */
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { prerenderFrame } from './frame';

export default function prerenderDashboard(): string {
  return prerenderFrame('/', <DashboardPage />);
}
