import type { Transaction } from 'kysely';
import { ROLE, type SessionUser } from 'shared/contracts';
import type { DB } from '../../platform/db/schema';
import { badRequest, conflict, invalidSession, notFound } from '../../platform/http/errors';
import * as repo from './repository';
import { MSG_USUARIO, type AdminUsuario, type AdminUsuarioBody, type UsuarioValues } from './schemas';

/** The rules of a user's record (docs/product-spec.md §5) and the guard rails of a change that may remove an administrator. */

const REQUIRED = ['usuario', 'correo', 'primer_nombre', 'primer_apellido'] as const;

/**
 * 400 "Campos requeridos: …" naming the first missing field (campo). On create a field left out is missing;
 * on update only an explicit null (a field left out keeps its stored value, never empty).
 */
export function checkRequired(body: AdminUsuarioBody, creating: boolean): void {
  const missing = REQUIRED.find((key) => body[key] === null || (creating && body[key] === undefined));
  if (missing) throw badRequest('validacion', MSG_USUARIO.camposRequeridos, missing);
}

/** The stored values after applying `body` to `before` (create: to nothing); links not of the tipo are cleared. */
export function mergeValues(body: AdminUsuarioBody, before: AdminUsuario | null): UsuarioValues {
  const pick = <K extends keyof UsuarioValues>(key: K, fallback: UsuarioValues[K]): UsuarioValues[K] =>
    (body[key] !== undefined ? body[key] : before ? before[key] : fallback) as UsuarioValues[K];
  const tipo = pick('tipo', ROLE.ADMIN);
  return {
    usuario: pick('usuario', ''),
    correo: pick('correo', ''),
    primer_nombre: pick('primer_nombre', ''),
    segundo_nombre: pick('segundo_nombre', null),
    primer_apellido: pick('primer_apellido', ''),
    segundo_apellido: pick('segundo_apellido', null),
    tipo,
    proveedor_id: tipo === ROLE.PROVEEDOR ? pick('proveedor_id', null) : null,
    cliente_id: tipo === ROLE.CLIENTE ? pick('cliente_id', null) : null,
    sexo: pick('sexo', null),
    telefono: pick('telefono', null),
  };
}

/** A provider user needs a provider, a client user a client. */
export function checkLinkGiven(v: UsuarioValues): void {
  if (v.tipo === ROLE.PROVEEDOR && v.proveedor_id === null) throw badRequest('validacion', MSG_USUARIO.proveedorRequerido, 'proveedor_id');
  if (v.tipo === ROLE.CLIENTE && v.cliente_id === null) throw badRequest('validacion', MSG_USUARIO.clienteRequerido, 'cliente_id');
}

/** …and that provider or client exists. */
export async function checkLink(trx: Transaction<DB>, v: UsuarioValues): Promise<void> {
  checkLinkGiven(v);
  if (v.proveedor_id !== null && !(await repo.proveedorExists(trx, v.proveedor_id))) {
    throw badRequest('proveedor_inexistente', MSG_USUARIO.proveedorInexistente, 'proveedor_id');
  }
  if (v.cliente_id !== null && !(await repo.clienteExists(trx, v.cliente_id))) {
    throw badRequest('cliente_inexistente', MSG_USUARIO.clienteInexistente, 'cliente_id');
  }
}

/** A change that may take an administrator away. */
type Removal = 'deactivate' | 'tipo' | 'delete';
const SELF_MESSAGE: Record<Removal, string> = {
  deactivate: MSG_USUARIO.propioDesactivar,
  tipo: MSG_USUARIO.propioTipo,
  delete: MSG_USUARIO.propioEliminar,
};
const LAST_ADMIN_MESSAGE: Record<Removal, string> = {
  deactivate: MSG_USUARIO.ultimoAdminDesactivar,
  tipo: MSG_USUARIO.ultimoAdminTipo,
  delete: MSG_USUARIO.ultimoAdminEliminar,
};

/**
 * The guard rails of a change that may take an administrator away, inside its transaction. The active
 * administrators' rows are locked first (always in the same order, so two such changes queue instead of
 * deadlocking), then the target's. `check(change)` refuses to remove oneself or the last active administrator,
 * and an actor demoted or deactivated meanwhile (by another administrator, after this request was
 * authenticated) is sent back to sign in. Two administrators deactivating each other at once: the second one
 * waits for the first one's locks, then sees itself as the last active administrator.
 */
export async function guardAdminRemoval(trx: Transaction<DB>, actor: SessionUser, targetId: number) {
  const admins = await repo.lockActiveAdmins(trx);
  const target = await repo.lockUsuario(trx, targetId);
  if (!target) throw notFound(MSG_USUARIO.noEncontrado);
  const actorIsAdmin = admins.includes(actor.id);
  return {
    target,
    /** Throws when `change` would remove the actor or the last active administrator. */
    check(change: Removal) {
      if (target.id === actor.id) throw conflict('propio_usuario', SELF_MESSAGE[change]);
      const removesActiveAdmin = target.tipo === ROLE.ADMIN && target.activo;
      if (removesActiveAdmin && admins.length <= 1) throw conflict('ultimo_administrador', LAST_ADMIN_MESSAGE[change]);
      if (!actorIsAdmin) throw invalidSession();
    },
    /** For changes that remove nobody: the actor must still be an active administrator. */
    checkActor() {
      if (!actorIsAdmin) throw invalidSession();
    },
  };
}

/** The user, or 404. */
export async function loadUsuario(trx: Transaction<DB>, id: number): Promise<AdminUsuario> {
  const usuario = await repo.findUsuario(trx, id);
  if (!usuario) throw notFound(MSG_USUARIO.noEncontrado);
  return usuario;
}
