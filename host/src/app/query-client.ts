import { createQueryClient } from 'shared/session/current-user';

/** THE QueryClient of the product (host and remote screens): shared defaults and the cache cleared per user. */
export const queryClient = createQueryClient();
