import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeAudit } from '../../platform/audit/write-audit';
import { actorOf, currentUser } from '../../platform/auth/guard';
import { dummyVerify, hashPassword, samePassword, verifyPassword } from '../../platform/auth/password';
import { assertPasswordAllowed } from '../../platform/auth/password-policy';
import { endSessionsOf, findSessionUserById } from '../../platform/auth/session-repository';
import { HttpError, badRequest } from '../../platform/http/errors';
import * as repo from './repository';
import type { ChangePasswordRequest, LoginRequest, LoginResponse } from './schemas';

/** Signing in and out and changing one's own password, once: the limits, the checks, the session and the audit. */

const HOUR_MS = 3_600_000;
const SESSION_MS = 12 * HOUR_MS;
const REMEMBER_MS = 30 * 24 * HOUR_MS;

const wrongCredentials = () => new HttpError(401, 'credenciales_incorrectas', 'Credenciales incorrectas');

/** POST /auth/login: a new session and its token, or 401 the same for every reason. */
export async function login(app: FastifyInstance, request: FastifyRequest, body: LoginRequest): Promise<LoginResponse> {
  const { usuario: identifier, password, recordarme = false } = body;
  const candidate = await repo.findLoginCandidate(app.db, identifier);
  // 429 before any hashing when this address, this account from this address, or this account is limited.
  const attempt = await app.loginLimits.reserve({
    account: candidate ? { userId: candidate.id } : { name: identifier },
    ip: request.ip,
    countAddress: true,
  });
  let valid: boolean;
  try {
    // Unknown user: spend the same time as a real check, answer the same message.
    valid = candidate ? await verifyPassword(candidate.password_hash, password) : await dummyVerify(password);
  } catch (err) {
    await attempt.finish(false);
    throw err;
  }
  // A deactivated account answers exactly like wrong credentials.
  if (!candidate || !valid || !candidate.activo) {
    const { locked } = await attempt.finish(false);
    const why = !candidate ? 'usuario desconocido' : !valid ? 'contraseña incorrecta' : 'usuario inactivo';
    await writeAudit(app.db, {
      usuario: candidate ? { id: candidate.id, usuario: candidate.usuario } : { id: null, usuario: identifier.trim().slice(0, 50) || '(vacío)' },
      accion: 'LOGIN_FALLIDO',
      tabla: 'usuarios',
      registro_id: candidate?.id ?? null,
      detalles: `Inicio de sesión fallido: ${why}${locked ? '. Intentos bloqueados por demasiados fallos' : ''}`,
      ip: request.ip,
    });
    throw wrongCredentials();
  }
  await attempt.finish(true);

  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + (recordarme ? REMEMBER_MS : SESSION_MS));
  await app.db.transaction().execute(async (trx) => {
    await repo.insertSession(trx, {
      id: sessionId,
      usuario_id: candidate.id,
      expira_at: expiresAt,
      recordarme,
      ip: request.ip ?? null,
      user_agent: request.headers['user-agent']?.slice(0, 300) ?? null,
    });
    await writeAudit(trx, {
      usuario: { id: candidate.id, usuario: candidate.usuario },
      accion: 'LOGIN',
      tabla: 'usuarios',
      registro_id: candidate.id,
      detalles: recordarme ? 'Inicio de sesión (recordarme)' : 'Inicio de sesión',
      ip: request.ip,
    });
  });
  const user = await findSessionUserById(app.db, candidate.id);
  if (!user) throw wrongCredentials(); // deleted in between
  const token = await app.tokens.sign({ userId: user.id, sessionId }, expiresAt);
  return { token, usuario: user, expiresAt: expiresAt.toISOString() };
}

/** POST /auth/logout: the request's session ends. */
export async function logout(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const { sessionId } = request.auth!;
  const actor = actorOf(request);
  await app.db.transaction().execute(async (trx) => {
    await repo.revokeSession(trx, sessionId);
    await writeAudit(trx, {
      usuario: actor,
      accion: 'LOGOUT',
      tabla: 'usuarios',
      registro_id: actor.id,
      detalles: 'Cierre de sesión',
      ip: request.ip,
    });
  });
}

/** PATCH /auth/change-password: every other session of the user ends. */
export async function changePassword(app: FastifyInstance, request: FastifyRequest, body: ChangePasswordRequest): Promise<void> {
  const { currentPassword, newPassword } = body;
  const user = currentUser(request);
  const { sessionId } = request.auth!;

  if (currentPassword === '') throw badRequest('current_password_required', 'La contraseña actual es requerida');
  await assertPasswordAllowed(newPassword, { purpose: 'change', usuario: user.usuario, field: 'newPassword' });
  // Guessing the current password is limited like a sign-in (same keys: this account, this address).
  const attempt = await app.loginLimits.reserve({ account: { userId: user.id }, ip: request.ip, countAddress: false });
  let valid: boolean;
  try {
    const storedHash = await repo.getPasswordHash(app.db, user.id);
    valid = storedHash !== null && (await verifyPassword(storedHash, currentPassword));
  } catch (err) {
    await attempt.finish(false);
    throw err;
  }
  if (!valid) {
    const { locked } = await attempt.finish(false);
    await writeAudit(app.db, {
      usuario: actorOf(request),
      accion: 'LOGIN_FALLIDO',
      tabla: 'usuarios',
      registro_id: user.id,
      detalles: `Cambio de contraseña fallido: contraseña actual incorrecta${locked ? '. Intentos bloqueados por demasiados fallos' : ''}`,
      ip: request.ip,
    });
    throw badRequest('current_password_incorrect', 'La contraseña actual es incorrecta');
  }
  await attempt.finish(true);
  if (samePassword(newPassword, currentPassword)) {
    throw badRequest('password_igual', 'La nueva contraseña debe ser diferente a la actual');
  }
  const newHash = await hashPassword(newPassword); // before the transaction: never hold it across CPU work
  await app.db.transaction().execute(async (trx) => {
    await repo.updatePasswordHash(trx, user.id, newHash);
    await endSessionsOf(trx, user.id, sessionId);
    await writeAudit(trx, {
      usuario: actorOf(request),
      accion: 'ACTUALIZAR',
      tabla: 'usuarios',
      registro_id: user.id,
      detalles: 'Cambio de contraseña',
      ip: request.ip,
    });
  });
}
