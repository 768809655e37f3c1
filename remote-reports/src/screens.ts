import { describeScreens } from 'shared/contracts';
import { iconPath } from 'shared/ui/icon';

/**
 * The screens remote-reports publishes (its build writes them to screens.json; see
 * docs/decisions/independent-releases.md): the host routes, guards and lists them from this, with the
 * access and menu data of the permission table in shared/contracts. routes.tsx renders the same paths.
 */
export const SCREEN_PATHS = ['/informes', '/nuevo-informe', '/pendientes', '/informes/:id'] as const;

export default describeScreens(SCREEN_PATHS, iconPath);
