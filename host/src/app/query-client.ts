import { createQueryClient } from 'shared/session/current-user';
import { startConnectivity } from '../features/pwa/connectivity';

/** THE QueryClient of the product (host and remote screens): shared defaults and the cache cleared per user. */
export const queryClient = createQueryClient();

// Before any query runs: offline, queries wait instead of failing (docs/decisions/offline-app.md).
startConnectivity(queryClient);
