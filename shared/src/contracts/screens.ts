import type { RemoteName } from './api-types';
import { MENU_ITEMS, ROUTE_RULES, type Access, type MenuCount, type MenuGroup } from './permissions';

/**
 * What a remote publishes about its screens (docs/decisions/independent-releases.md): its build writes
 * `screens.json` beside `mf-manifest.json`, and the host builds routes, guards and the sidebar from it at
 * run time, so a remote's release can add a screen without a host release. The descriptors come from the
 * permission table (ROUTE_RULES, MENU_ITEMS) of the `shared` the remote was built with: that table stays
 * the one source of who may open what (and the API checks again).
 */
export interface ScreenMenu {
  label: string;
  /** Who sees the item (may be narrower than who may open the screen: /jefes). */
  access: Exclude<Access, 'public'>;
  /** An icon of the shared set… */
  icon: string;
  /** …and its SVG path data (24×24), drawn by a host whose set does not know the name. */
  iconPath?: string;
  order: number;
  group: MenuGroup;
  count?: MenuCount;
  /** Listed only while its count is above zero. */
  onlyWhenCounted?: boolean;
}

export interface ScreenDescriptor {
  /** Absolute path pattern, e.g. '/informes/:id'. */
  path: string;
  access: Exclude<Access, 'public'>;
  /** Its sidebar item, or null for screens reached from another one (a report's page). */
  menu: ScreenMenu | null;
}

export interface ScreensManifest {
  remote: RemoteName;
  /** Version of the shared kit the remote was built with (information for the host's logs). */
  kitVersion: string;
  screens: ScreenDescriptor[];
}

/**
 * The descriptors of `paths`, from the permission table; a path the table does not know is a build error.
 * `iconPathOf` (shared/ui/icon `iconPath`) adds each icon's drawing.
 */
export function describeScreens(paths: readonly string[], iconPathOf?: (icon: string) => string | undefined): ScreenDescriptor[] {
  return paths.map((path) => {
    const rule = ROUTE_RULES.find((r) => r.path === path);
    if (!rule || rule.access === 'public') throw new Error(`La ruta ${path} no está en ROUTE_RULES (shared/contracts/permissions.ts)`);
    const item = MENU_ITEMS.find((m) => m.path === path);
    return {
      path,
      access: rule.access,
      menu: item
        ? {
            label: item.label,
            access: item.access,
            icon: item.icon,
            ...(iconPathOf?.(item.icon) ? { iconPath: iconPathOf(item.icon) } : {}),
            order: item.order,
            group: item.group,
            ...(item.count ? { count: item.count } : {}),
            ...(item.onlyWhenCounted ? { onlyWhenCounted: true } : {}),
          }
        : null,
    };
  });
}

const isAccess = (v: unknown): v is ScreenDescriptor['access'] => v === 'auth' || (Array.isArray(v) && v.every((r) => r === 0 || r === 1 || r === 2));

/** Checks a screens.json read from a remote's origin (a broken or foreign file is ignored, not trusted). */
export function isScreensManifest(value: unknown): value is ScreensManifest {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Partial<ScreensManifest>;
  return (
    typeof m.remote === 'string' &&
    typeof m.kitVersion === 'string' &&
    Array.isArray(m.screens) &&
    m.screens.every(
      (s) =>
        typeof s?.path === 'string' &&
        s.path.startsWith('/') &&
        isAccess(s.access) &&
        (s.menu === null ||
          (typeof s.menu === 'object' &&
            typeof s.menu.label === 'string' &&
            isAccess(s.menu.access) &&
            typeof s.menu.icon === 'string' &&
            typeof s.menu.order === 'number')),
    )
  );
}
