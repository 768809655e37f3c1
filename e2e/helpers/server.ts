// Where the product under test runs: E2E_BASE_URL (set by `npm test`), or a server this process starts itself:
// a single file run alone (`node --import tsx --test e2e/login.test.ts`), or, under `npm test`, a file that needs its
// own product (its header says why), started from the seeded DATA_DIR that E2E_DATA_TEMPLATE names.
import { startProduct } from '../../scripts/lib/product-server.mjs';

type Started = Awaited<ReturnType<typeof startProduct>>;

let own: Promise<Started> | undefined;

export async function baseUrl(): Promise<string> {
  const fromEnv = process.env.E2E_BASE_URL;
  if (fromEnv) return fromEnv.replace(/\/+$/, '');
  own ??= startProduct({ prefix: 'e2e-server', fromTemplate: process.env.E2E_DATA_TEMPLATE || undefined });
  return (await own).url;
}

let holds = 0;
let stopRequested = false;

async function stop(): Promise<void> {
  if (own) await (await own).stop();
  own = undefined;
}

/** Stop the server this process started (no-op under `npm test`), once no `holdServer()` is pending. */
export async function stopOwnServer(): Promise<void> {
  stopRequested = true;
  if (holds === 0) await stop();
}

/**
 * Keeps the server up until the returned release is awaited: for `after` hooks that still call the API (clean-up)
 * but run after useBrowser's, which stops it (node:test runs `after` hooks in the order they were declared).
 */
export function holdServer(): () => Promise<void> {
  holds++;
  return async () => {
    holds--;
    if (holds === 0 && stopRequested) await stop();
  };
}

/** A second, independent product instance (own port and DATA_DIR) with extra environment. */
export function startExtraServer(env: Record<string, string>): Promise<Started> {
  return startProduct({ env, prefix: 'e2e-server-2' });
}
