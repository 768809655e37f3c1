import type { ApiModule } from '../../platform/module';
import restablecimientosRoutes from './restablecimientos/routes';
import authRoutes from './routes';

/** Signing in and out, changing one's password, and the forgotten-password link (docs/decisions/mensajes.md). */
export const auth: ApiModule = {
  name: 'auth',
  routes: [
    ['/auth', authRoutes],
    ['/auth', restablecimientosRoutes],
  ],
};
