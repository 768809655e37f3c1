import type { ApiModule } from '../../platform/module';
import olvidoRoutes from './olvido';
import authRoutes from './routes';

/** Signing in and out, changing one's password, and the forgotten-password link (docs/decisions/mensajes.md). */
export const auth: ApiModule = {
  name: 'auth',
  routes: [
    ['/auth', authRoutes],
    ['/auth', olvidoRoutes],
  ],
};
