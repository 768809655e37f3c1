import type { ReactNode } from 'react';
import type { RemoteName } from './api-types';
import type { Access, MenuCount, MenuGroup, MenuIcon } from './permissions';

/**
 * The one table of screens (docs/decisions/independent-releases.md, "One table of screens"). Each app declares its
 * screens once — path, title, who may open it, its sidebar entry — in its own `src/screens.ts`:
 *
 * - the app's routes come from it (`routesOf`: one page per path, checked by the compiler);
 * - a remote's build writes it to `screens.json` beside `mf-manifest.json`, and the host builds routes, guards, the
 *   sidebar and the page title from that at run time, so a remote's release can add a screen without a host release;
 * - the host's fallback (until screens.json arrives, or when it cannot be read) is the same tables, as they were when
 *   the host was built.
 *
 * Who may open what stays enforced again by the API for every request (API_PERMISSIONS).
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
  /** What the page is, for the browser's title ("Servicios · Informes de Campañas"). Absent in older releases. */
  title?: string;
  access: Exclude<Access, 'public'>;
  /** Its sidebar item, or null for screens reached from another one (a report's page). */
  menu: ScreenMenu | null;
}

/** One screen as an app declares it. The menu's `access` defaults to the screen's. */
export interface ScreenDefinition {
  path: string;
  title: string;
  access: Exclude<Access, 'public'>;
  menu?: Omit<ScreenMenu, 'access' | 'iconPath' | 'icon'> & { icon: MenuIcon | (string & {}); access?: ScreenMenu['access'] };
}

export interface ScreensManifest {
  remote: RemoteName;
  /** Version of the shared kit the remote was built with (information for the host's logs). */
  kitVersion: string;
  screens: ScreenDescriptor[];
}

/** An app's table, kept literal so its paths are a type (`ScreenPages`). */
export function defineScreens<const T extends readonly ScreenDefinition[]>(screens: T): T {
  const seen = new Set<string>();
  for (const s of screens) {
    if (!s.path.startsWith('/')) throw new Error(`La ruta ${s.path} debe empezar por "/"`);
    if (seen.has(s.path)) throw new Error(`La ruta ${s.path} está dos veces en la tabla de pantallas`);
    seen.add(s.path);
  }
  return screens;
}

/** What the host reads of each screen: the table with each icon's drawing (shared/ui/icon `iconPath`). */
export function describeScreens(screens: readonly ScreenDefinition[], iconPathOf?: (icon: string) => string | undefined): ScreenDescriptor[] {
  return screens.map(({ path, title, access, menu }) => {
    const drawing = menu ? iconPathOf?.(menu.icon) : undefined;
    return {
      path,
      title,
      access,
      menu: menu
        ? {
            label: menu.label,
            access: menu.access ?? access,
            icon: menu.icon,
            ...(drawing ? { iconPath: drawing } : {}),
            order: menu.order,
            group: menu.group,
            ...(menu.count ? { count: menu.count } : {}),
            ...(menu.onlyWhenCounted ? { onlyWhenCounted: true } : {}),
          }
        : null,
    };
  });
}

/** One page for each path of an app's table: a missing or unknown path is a compile error. */
export type ScreenPages<T extends readonly ScreenDefinition[]> = Record<T[number]['path'], ReactNode>;

/** The app's route objects (paths relative to the layout that mounts them), in the table's order. */
export function routesOf<T extends readonly ScreenDefinition[]>(screens: T, pages: ScreenPages<T>): { path: string; element: ReactNode }[] {
  return screens.map((s) => ({ path: s.path.slice(1), element: pages[s.path as T[number]['path']] }));
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
        (s.title === undefined || typeof s.title === 'string') &&
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
