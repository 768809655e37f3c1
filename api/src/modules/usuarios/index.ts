import type { ApiModule } from '../../platform/module';
import { adminUsuariosRoutes, usuariosRoutes } from './routes';

export { clienteExists, proveedorExists } from './repository';

/** System users (docs/product-spec.md §2 "/administradores") and the signed-in user's own (GET /usuarios/me). */
export const usuarios: ApiModule = {
  name: 'usuarios',
  routes: [
    ['/usuarios', usuariosRoutes],
    ['/admin/usuarios', adminUsuariosRoutes],
  ],
  uniqueKeys: {
    usuarios_usuario_lower_key: { code: 'usuario_o_correo_existente', message: 'El usuario o correo ya existe', field: 'usuario' },
    usuarios_correo_lower_key: { code: 'usuario_o_correo_existente', message: 'El usuario o correo ya existe', field: 'correo' },
  },
};
