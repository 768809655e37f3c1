import { useSyncExternalStore } from 'react';
import { matchPath } from 'react-router-dom';
import { getRuntimeConfig } from 'shared/api';
import adminScreens from 'remote-admin/screens';
import catalogScreens from 'remote-catalog/screens';
import reportsScreens from 'remote-reports/screens';
import { isScreensManifest, type RemoteName, type ScreenDescriptor } from 'shared/contracts';

/**
 * The screens of the remotes, as each remote's release publishes them in `screens.json` beside its
 * `mf-manifest.json` (docs/decisions/independent-releases.md). The host builds its routes, guards and sidebar
 * from this catalogue, so a remote can add a screen without a host release. Until the catalogue arrives,
 * and for a remote whose screens.json cannot be read, the host uses that remote's table of screens as it was when the
 * host was built (FALLBACK): the sidebar never empties, and a broken remote still shows its "No se pudo cargar el
 * módulo" panel when opened.
 */
export interface RemoteScreen extends ScreenDescriptor {
  remote: RemoteName;
}

/** Federation names (webpack `name` of each remote). */
export const FEDERATION_NAMES: Record<RemoteName, string> = {
  'remote-reports': 'remote_reports',
  'remote-catalog': 'remote_catalog',
  'remote-admin': 'remote_admin',
};

/** The screens each remote had when this host was built: its own table (src/screens.ts). */
const FALLBACK: Record<RemoteName, readonly ScreenDescriptor[]> = {
  'remote-reports': reportsScreens,
  'remote-catalog': catalogScreens,
  'remote-admin': adminScreens,
};

const REMOTES = Object.keys(FALLBACK) as RemoteName[];

const fallbackOf = (remote: RemoteName): RemoteScreen[] => FALLBACK[remote].map((s) => ({ ...s, remote }));

export const FALLBACK_SCREENS: readonly RemoteScreen[] = REMOTES.flatMap(fallbackOf);

export interface ScreenCatalog {
  screens: readonly RemoteScreen[];
  /** false until every remote's screens.json has been read (or has failed). */
  loaded: boolean;
}

let catalog: ScreenCatalog = { screens: FALLBACK_SCREENS, loaded: false };
let loading: Promise<ScreenCatalog> | null = null;
const listeners = new Set<() => void>();

async function screensOf(remote: RemoteName, entry: string | undefined): Promise<RemoteScreen[]> {
  if (!entry) return fallbackOf(remote);
  try {
    const url = new URL('screens.json', new URL(entry, window.location.href));
    const res = await fetch(url, { cache: 'no-cache', credentials: 'omit' });
    const body: unknown = res.ok ? await res.json() : null;
    if (isScreensManifest(body)) return body.screens.map((s) => ({ ...s, remote }));
  } catch {
    /* unreachable or not JSON: the host's own table */
  }
  return fallbackOf(remote);
}

/** Reads every remote's screens.json once (again after resetScreenCatalog). */
export function loadScreenCatalog(): Promise<ScreenCatalog> {
  loading ??= (async () => {
    let entries: Partial<Record<RemoteName, string>> = {};
    try {
      entries = (await getRuntimeConfig()).remotes ?? {};
    } catch {
      /* no /config.json: fallback screens */
    }
    const screens = (await Promise.all(REMOTES.map((r) => screensOf(r, entries[r])))).flat();
    catalog = { screens, loaded: true };
    listeners.forEach((l) => l());
    return catalog;
  })();
  return loading;
}

/** Forget what was read (tests; a new session after a release). */
export function resetScreenCatalog(): void {
  catalog = { screens: FALLBACK_SCREENS, loaded: false };
  loading = null;
  listeners.forEach((l) => l());
}

export function useScreenCatalog(): ScreenCatalog {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => catalog,
    // Build-time prerender (host/src/prerender): the host's own table, as on a first client render.
    () => catalog,
  );
}

/** The screen of `screens` that renders `pathname`, if any. */
export function screenForPath<T extends ScreenDescriptor>(pathname: string, screens: readonly T[]): T | undefined {
  return screens.find((s) => matchPath({ path: s.path, end: true }, pathname));
}
