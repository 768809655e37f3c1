import { ROLE, ROLE_NAMES, type Role, type SessionUser } from '../contracts';
import { setSession } from '../session';

/**
 * Test helper (only tests import it): signs a user of role `tipo` in, as the login screen would. Provider users get
 * provider 3, client users client 2, unless `extra` says otherwise.
 *
 * @example
 * signInForTest(ROLE.PROVEEDOR);                 // a provider user of provider 3
 * signInForTest(ROLE.ADMIN, { usuario: 'laura' });
 */
export function signInForTest(tipo: Role, extra: Partial<SessionUser> = {}): SessionUser {
  const user: SessionUser = {
    id: 1,
    usuario: 'ana',
    correo: 'ana@example.co',
    primer_nombre: 'Ana',
    segundo_nombre: null,
    primer_apellido: 'Ruiz',
    segundo_apellido: null,
    tipo,
    tipo_nombre: ROLE_NAMES[tipo],
    proveedor_id: tipo === ROLE.PROVEEDOR ? 3 : null,
    proveedor_nombre: null,
    cliente_id: tipo === ROLE.CLIENTE ? 2 : null,
    cliente_nombre: null,
    activo: true,
    ...extra,
  };
  setSession({ token: 'tok', user, expiresAt: new Date(Date.now() + 3600_000).toISOString() }, false);
  return user;
}
