import { ROLE, ROLE_NAMES, type Role, type SessionUser } from '../contracts';
import { clearSession, setSession } from '../session';

/** A signed-in user of role `tipo` for screen tests (id 1, "ana"), with `extra` on top. */
export function testUser(tipo: Role = ROLE.ADMIN, extra: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    usuario: 'ana',
    correo: 'ana@example.co',
    primer_nombre: 'Ana',
    segundo_nombre: null,
    primer_apellido: 'Ruiz',
    segundo_apellido: null,
    tipo,
    tipo_nombre: ROLE_NAMES[tipo],
    proveedor_id: null,
    proveedor_nombre: null,
    cliente_id: null,
    cliente_nombre: null,
    activo: true,
    ...extra,
  };
}

/**
 * Puts a session in the store as the host does after a login (token "tok"), so a screen sees `useSession().user`.
 * Pair with `signOut()` in afterEach. Only tests import it.
 *
 * @example
 * beforeEach(() => signInAs(ROLE.PROVEEDOR, { proveedor_id: 3 }));
 * afterEach(() => signOut());
 */
export function signInAs(tipo: Role = ROLE.ADMIN, extra: Partial<SessionUser> = {}): SessionUser {
  const user = testUser(tipo, extra);
  setSession({ token: 'tok', user, expiresAt: new Date(Date.now() + 3_600_000).toISOString() }, false);
  return user;
}

export const signOut = clearSession;
