// Where the product under test runs: E2E_BASE_URL (set by `npm test`), or a server this process starts itself
// so a single file can run alone: `node --import tsx --test e2e/login.test.ts`.
import { startProduct } from '../../scripts/lib/product-server.mjs';

type Started = Awaited<ReturnType<typeof startProduct>>;

let own: Promise<Started> | undefined;

export async function baseUrl(): Promise<string> {
  const fromEnv = process.env.E2E_BASE_URL;
  if (fromEnv) return fromEnv.replace(/\/+$/, '');
  own ??= startProduct({ prefix: 'e2e-server' });
  return (await own).url;
}

/** Stop the server this process started (no-op under `npm test`). */
export async function stopOwnServer(): Promise<void> {
  if (own) await (await own).stop();
  own = undefined;
}

/** A second, independent product instance (own port and DATA_DIR) with extra environment. */
export function startExtraServer(env: Record<string, string>): Promise<Started> {
  return startProduct({ env, prefix: 'e2e-server-2' });
}
