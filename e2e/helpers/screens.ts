import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HOST_SCREENS } from '../../host/src/screens.ts';
import { menuItemsFor, type Role, type ScreenDescriptor, type ScreenMenu } from '../../shared/src/contracts/index.ts';
import { ROOT } from '../../scripts/lib/paths.mjs';

/** Every signed-in screen of the built product: the host's table and each remote's screens.json, as the host reads them. */
function productScreens(): ScreenDescriptor[] {
  const remotes = ['remote-reports', 'remote-catalog', 'remote-admin'].flatMap(
    (remote) => (JSON.parse(readFileSync(path.join(ROOT, remote, 'dist', 'screens.json'), 'utf8')) as { screens: ScreenDescriptor[] }).screens,
  );
  return [...HOST_SCREENS, ...remotes];
}

/** The sidebar items `role` must see, in order (docs/product-spec.md §2 Sidebar, §6 visibility). */
export function visibleMenuItems(role: Role): Array<ScreenMenu & { path: string }> {
  return menuItemsFor(
    productScreens().flatMap((s) => (s.menu ? [{ ...s.menu, path: s.path }] : [])),
    role,
  );
}
