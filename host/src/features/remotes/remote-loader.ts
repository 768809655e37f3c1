import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router-dom';
import { getRuntimeConfig } from 'shared/api';
import type { RemoteName } from 'shared/contracts';
import { remoteReleasesPlugin } from '../pwa/remote-releases';
import { remoteTasksPlugin } from './remote-tasks';
import { FEDERATION_NAMES } from './screen-catalog';

const loaded = new Map<RemoteName, RouteObject[]>();
const pending = new Map<RemoteName, Promise<RouteObject[]>>();
const registeredEntry = new Map<RemoteName, string>();

let pluginRegistered = false;

/** Registers the remote with the federation runtime, from /config.json (URLs are runtime configuration). */
async function register(remote: RemoteName, force: boolean): Promise<void> {
  const config = await getRuntimeConfig();
  if (!pluginRegistered) {
    pluginRegistered = true;
    // Which release of each remote this page runs: a newer one announces "Nueva versión disponible"; and a remote's
    // start in short tasks (remote-tasks.ts). Secondary: a runtime without plugins still loads the remote.
    try {
      registerPlugins([remoteReleasesPlugin(), remoteTasksPlugin()]);
    } catch (error) {
      console.warn('[remote-plugins]', error);
    }
  }
  const entry = config.remotes?.[remote];
  if (!entry) throw new Error(`/config.json no indica la URL de ${remote}`);
  if (!force && registeredEntry.get(remote) === entry) return;
  // force: forget a failed attempt (cached entry script, module cache) so "Reintentar" really loads again.
  registerRemotes([{ name: FEDERATION_NAMES[remote], entry }], { force: force || registeredEntry.has(remote) });
  registeredEntry.set(remote, entry);
}

/** Route tree of a remote once it is loaded (sync render without a loading flash). */
export function loadedRemoteRoutes(remote: RemoteName): RouteObject[] | undefined {
  return loaded.get(remote);
}

/**
 * Loads `<remote>/routes` (default export RouteObject[]) the first time one of its screens is visited.
 * `retry` starts over after a failure.
 */
export function loadRemoteRoutes(remote: RemoteName, { retry = false }: { retry?: boolean } = {}): Promise<RouteObject[]> {
  if (retry) pending.delete(remote);
  let promise = pending.get(remote);
  if (!promise) {
    promise = (async () => {
      await register(remote, retry);
      const mod = await loadRemote<{ default?: unknown }>(`${FEDERATION_NAMES[remote]}/routes`);
      const routes = mod?.default;
      if (!Array.isArray(routes)) throw new Error(`${remote} no exporta sus rutas (./routes)`);
      loaded.set(remote, routes as RouteObject[]);
      return routes as RouteObject[];
    })();
    const current = promise;
    pending.set(remote, current);
    current.catch(() => {
      if (pending.get(remote) === current) pending.delete(remote);
    });
  }
  return promise;
}
