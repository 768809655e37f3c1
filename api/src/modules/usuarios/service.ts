import type { FastifyRequest } from 'fastify';
import { auditOf } from '../../platform/audit/audit';
import { countOf, createdText, describeChanges, describeValues, updatedText, type AuditField } from '../../platform/audit/audit-text';
import { currentUser } from '../../platform/auth/guard';
import { LoginLimits } from '../../platform/auth/login-limits';
import { hashPassword } from '../../platform/auth/password';
import { assertPasswordAllowed } from '../../platform/auth/password-policy';
import { endSessionsOf } from '../../platform/auth/session-repository';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/http/errors';
import * as repo from './repository';
import { checkLink, checkLinkGiven, checkRequired, guardAdminRemoval, loadUsuario, mergeValues } from './rules';
import { MSG_USUARIO, type AdminUsuario, type AdminUsuarioBody } from './schemas';

/**
 * What a change of a system user does, once (administrators only). Every change is audited in its own transaction;
 * changes that take rights away (deactivation, deletion, password reset, a new tipo or provider/client link) end the
 * user's sessions in that same transaction. No answer carries password material.
 */

const audit = auditOf('usuarios');
const label = (u: { usuario: string }) => `Usuario "${u.usuario}"`;

const AUDIT_FIELDS: readonly AuditField<AdminUsuario>[] = [
  { key: 'usuario', label: 'usuario' },
  { key: 'correo', label: 'correo' },
  { key: 'nombre_completo', label: 'nombre' },
  { key: 'tipo_nombre', label: 'tipo' },
  { key: 'proveedor_nombre', label: 'proveedor' },
  { key: 'cliente_nombre', label: 'cliente' },
  { key: 'sexo', label: 'sexo' },
  { key: 'telefono', label: 'teléfono' },
];

const sessionsText = (n: number) => (n > 0 ? `; ${countOf(n, 'sesión cerrada', 'sesiones cerradas')}` : '');

/** POST /admin/usuarios. */
export async function createUsuario(db: Db, request: FastifyRequest, body: AdminUsuarioBody & { password?: string | null }): Promise<AdminUsuario> {
  const { password, ...fields } = body;
  checkRequired(fields, true);
  if (fields.tipo === undefined) throw badRequest('validacion', MSG_USUARIO.tipoRequerido, 'tipo');
  const values = mergeValues(fields, null);
  checkLinkGiven(values);
  const accepted = await assertPasswordAllowed(password, { purpose: 'create', usuario: values.usuario, field: 'password' });
  const passwordHash = await hashPassword(accepted); // before the transaction: never hold it across CPU work
  return db.transaction().execute(async (trx) => {
    await checkLink(trx, values);
    const id = await repo.insertUsuario(trx, values, passwordHash);
    const row = await loadUsuario(trx, id);
    await audit(trx, request, 'CREAR', id, createdText(label(row), describeValues(row, AUDIT_FIELDS.slice(1))));
    return row;
  });
}

/** PATCH /admin/usuarios/:id. */
export async function updateUsuario(db: Db, request: FastifyRequest, id: number, body: AdminUsuarioBody): Promise<AdminUsuario> {
  checkRequired(body, false);
  const actor = currentUser(request);
  return db.transaction().execute(async (trx) => {
    const guard = await guardAdminRemoval(trx, actor, id);
    const before = await loadUsuario(trx, guard.target.id);
    const values = mergeValues(body, before);
    if (values.tipo !== before.tipo) guard.check('tipo');
    else guard.checkActor();
    await checkLink(trx, values);
    await repo.updateUsuario(trx, before.id, values);
    const after = await loadUsuario(trx, before.id);
    // Rights come from the tipo and the link: no token may keep the old ones.
    const rightsChanged = after.tipo !== before.tipo || after.proveedor_id !== before.proveedor_id || after.cliente_id !== before.cliente_id;
    const ended = rightsChanged ? await endSessionsOf(trx, after.id) : 0;
    await audit(trx, request, 'ACTUALIZAR', after.id, updatedText(label(before), describeChanges(before, after, AUDIT_FIELDS)) + sessionsText(ended));
    return after;
  });
}

/** PATCH /admin/usuarios/:id/toggle-status: the state asked for (`activo`), or a flip. */
export async function setUsuarioActivo(db: Db, request: FastifyRequest, id: number, activo: boolean | undefined): Promise<AdminUsuario> {
  const actor = currentUser(request);
  return db.transaction().execute(async (trx) => {
    const guard = await guardAdminRemoval(trx, actor, id);
    const wanted = activo ?? !guard.target.activo;
    if (wanted === guard.target.activo) return loadUsuario(trx, guard.target.id);
    if (wanted) guard.checkActor();
    else guard.check('deactivate');
    await repo.updateUsuario(trx, guard.target.id, { activo: wanted });
    const ended = wanted ? 0 : await endSessionsOf(trx, guard.target.id);
    const after = await loadUsuario(trx, guard.target.id);
    await audit(trx, request, 'ACTUALIZAR', after.id, `${label(after)} ${wanted ? 'activado' : 'desactivado'}${sessionsText(ended)}`);
    return after;
  });
}

/**
 * POST /admin/usuarios/:id/desbloquear (issue 12, 4): the account's sign-in limits go (for the account and for every
 * address), so its owner can sign in again at once. Audited only when there was something to unlock.
 */
export async function unlockUsuario(db: Db, request: FastifyRequest, id: number): Promise<AdminUsuario> {
  return db.transaction().execute(async (trx) => {
    const before = await loadUsuario(trx, id);
    const cleared = await LoginLimits.unlock(trx, before.id);
    if (cleared > 0) await audit(trx, request, 'ACTUALIZAR', before.id, `Acceso de ${label(before)} desbloqueado`);
    return loadUsuario(trx, before.id);
  });
}

/** POST /admin/usuarios/:id/reset-password: every session of the user ends, but the actor's own one in use. */
export async function resetUsuarioPassword(db: Db, request: FastifyRequest, id: number, password: string | null | undefined): Promise<void> {
  const account = await repo.findUsuario(db, id);
  if (!account) throw notFound(MSG_USUARIO.noEncontrado);
  const accepted = await assertPasswordAllowed(password, { purpose: 'reset', usuario: account.usuario, field: 'password' });
  const passwordHash = await hashPassword(accepted);
  const actor = currentUser(request);
  await db.transaction().execute(async (trx) => {
    const target = await repo.lockUsuario(trx, id);
    if (!target) throw notFound(MSG_USUARIO.noEncontrado);
    await repo.updateUsuario(trx, target.id, { password_hash: passwordHash });
    // Resetting one's own password keeps the session in use (like "Cambiar mi Contraseña").
    const ended = await endSessionsOf(trx, target.id, target.id === actor.id ? request.auth?.sessionId : undefined);
    const usuario = await loadUsuario(trx, target.id);
    await audit(trx, request, 'ACTUALIZAR', target.id, `Contraseña del usuario "${usuario.usuario}" restablecida${sessionsText(ended)}`);
  });
}

/** DELETE /admin/usuarios/:id: its sessions go with it; its reports stay, without author. */
export async function deleteUsuario(db: Db, request: FastifyRequest, id: number): Promise<void> {
  const actor = currentUser(request);
  await db.transaction().execute(async (trx) => {
    const guard = await guardAdminRemoval(trx, actor, id);
    guard.check('delete');
    const usuario = await loadUsuario(trx, guard.target.id);
    // Sessions go with the row (ON DELETE CASCADE); reports keep existing without author (ON DELETE SET NULL).
    await repo.deleteUsuario(trx, usuario.id);
    const kept = usuario.informes_creados > 0 ? `; ${countOf(usuario.informes_creados, 'informe conservado', 'informes conservados')} sin autor` : '';
    await audit(trx, request, 'ELIMINAR', usuario.id, `${label(usuario)} eliminado${kept}`);
  });
}
