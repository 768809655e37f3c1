import type { RuntimeConfig } from '../contracts';

export const RUNTIME_CONFIG_URL = '/config.json';

let cached: Promise<RuntimeConfig> | null = null;

/** GET /config.json once per page (a failure is not cached, so the next call tries again). */
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  if (!cached) {
    cached = fetch(RUNTIME_CONFIG_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`config.json: ${response.status} ${response.statusText}`.trim());
        return (await response.json()) as RuntimeConfig;
      })
      .catch((error: unknown) => {
        cached = null;
        throw error;
      });
  }
  return cached;
}

/** Tests only: forget the cached configuration. */
export function resetRuntimeConfigCache(): void {
  cached = null;
}
