import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ENLACE_RESTABLECER_MS, ROLE_NAMES } from 'shared/contracts';
import { createAvisoSistema } from '../../mensajes';
import { writeAudit } from '../../../platform/audit/write-audit';
import { hashPassword } from '../../../platform/auth/password';
import { assertPasswordAllowed } from '../../../platform/auth/password-policy';
import { endSessionsOf } from '../../../platform/auth/session-repository';
import type { AppConfig } from '../../../platform/config';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/http/errors';
import { createMailer, type Mailer } from '../../../platform/mail/mailer';
import { findLoginCandidate, updatePasswordHash } from '../repository';
import * as repo from './repository';

/**
 * "¿Olvidaste tu contraseña?" (issue 26; docs/decisions/mensajes.md, "Forgotten password"): what a request for a link
 * and a reset with it do, once.
 */

/** Requests per identifier typed (a user name or an address, folded to lower case) within LOGIN_ACCOUNT_WINDOW_MIN. */
const LIMIT_PER_IDENTIFIER = 3;
/**
 * Links of one account valid at a time. A request while this many are valid sends none and voids none: a request
 * never voids a link already sent (issue 34, point 4), and the account's mailbox gets at most this many links per
 * ENLACE_RESTABLECER_MS whoever asks, from however many addresses.
 */
const MAX_VALID_ENLACES = 3;

const invalidEnlace = () => badRequest('enlace_invalido', 'El enlace no es válido o ya caducó. Pide uno nuevo desde "¿Olvidaste tu contraseña?".');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type RestablecimientoConfig = Pick<AppConfig, 'smtpUrl' | 'smtpFrom' | 'publicUrl' | 'loginIpLimitPerMinute' | 'loginAccountWindowMinutes'>;

/** One per app: the mailer, and the requests' work still running after their answers (awaited by close()). */
export class RestablecimientoService {
  private readonly mailer: Mailer | null;
  private readonly jobs = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly config: RestablecimientoConfig,
  ) {
    this.mailer = config.smtpUrl ? createMailer(config.smtpUrl, config.smtpFrom) : null;
  }

  /** Server closing: the requests' work ends, then the mailer. */
  async close(): Promise<void> {
    await Promise.allSettled([...this.jobs]);
    this.mailer?.close();
  }

  /**
   * POST /auth/olvide-contrasena. Limits counted per client address and per identifier typed (never per account: that
   * would tie a user name to its address), and silent: past one, nothing is done. Otherwise the lookup and the work
   * come after the answer, so neither what was typed nor a limit changes the answer or when it is sent.
   */
  async requestRestablecimiento(request: FastifyRequest, identifier: string): Promise<void> {
    const limits = await repo.reserveRequestAttempts(this.db, {
      ip: request.ip,
      perMinute: this.config.loginIpLimitPerMinute,
      identifier,
      perIdentifier: LIMIT_PER_IDENTIFIER,
      window: `${this.config.loginAccountWindowMinutes} minutes`,
    });
    if (limits.direccion > 0 || limits.identificador > 0) {
      request.log.info({ limite: limits.direccion > 0 ? 'direccion' : 'identificador' }, 'olvide-contrasena: límite alcanzado, no se atiende');
      return;
    }
    const job = this.fulfilRequest(identifier, request.ip, this.linkOrigin(request)).catch((err: unknown) =>
      request.log.error({ err: String(err) }, 'no se pudo atender la solicitud de restablecimiento'),
    );
    this.jobs.add(job);
    void job.finally(() => this.jobs.delete(job));
  }

  /** Where the e-mail's link points: PUBLIC_URL, or (on a server that is not exposed) the request's own origin. */
  private linkOrigin(request: FastifyRequest): string {
    return this.config.publicUrl ?? `${request.protocol}://${request.host}`;
  }

  /**
   * The work behind a request, after the answer: which account the identifier names, the audit, the administrators'
   * notices, the link and its e-mail. Nothing of it changes the answer, nor when it is sent.
   */
  private async fulfilRequest(identifier: string, ip: string, origin: string): Promise<void> {
    const candidate = await findLoginCandidate(this.db, identifier);
    const user = candidate ? await repo.findUsuario(this.db, candidate.id) : undefined;
    const emails: Array<{ to: string; link: string }> = [];
    await this.db.transaction().execute(async (trx) => {
      // The link first: whether one goes out is part of what the audit says.
      let noNewLink = false;
      if (user && this.mailer && user.activo) {
        // One request of this account at a time counts its valid links (two at once cannot both pass the limit).
        await repo.lockUsuario(trx, user.id);
        if ((await repo.countValidRestablecimientos(trx, user.id)) < MAX_VALID_ENLACES) {
          // Earlier links stay valid: voiding them would let anyone keep someone else's reset void by asking again.
          const token = randomBytes(32).toString('base64url');
          await repo.insertRestablecimiento(trx, {
            usuario_id: user.id,
            token_hash: sha256(token),
            expira_at: new Date(Date.now() + ENLACE_RESTABLECER_MS),
          });
          emails.push({ to: user.correo, link: `${origin}/restablecer-contrasena?token=${token}` });
        } else noNewLink = true;
      }
      await writeAudit(trx, {
        usuario: user ? { id: user.id, usuario: user.usuario } : { id: null, usuario: identifier.slice(0, 50) || '(vacío)' },
        accion: 'CREAR',
        tabla: 'restablecimientos',
        registro_id: user?.id ?? null,
        detalles: user
          ? `Solicitud de restablecimiento de contraseña de «${user.usuario}»${user.activo ? '' : ' (cuenta inactiva)'}` +
            (noNewLink ? `; sin enlace nuevo: ya tiene ${MAX_VALID_ENLACES} vigentes` : '')
          : 'Solicitud de restablecimiento de contraseña para un usuario desconocido',
        ip,
      });
      if (!user) return;
      await createAvisoSistema(
        trx,
        `${user.nombre} (${user.usuario}, ${ROLE_NAMES[user.tipo].toLowerCase()}) pidió restablecer su contraseña` +
          `${user.activo ? '' : '; la cuenta está inactiva'}. Ver: /administradores?search=${encodeURIComponent(user.usuario)}`,
      );
    });
    for (const { to, link } of emails) {
      await this.mailer?.send({
        to,
        subject: 'Restablecer tu contraseña — Informes de Campañas',
        text:
          `Hola ${user!.nombre}:\n\nPediste restablecer tu contraseña. Elige una nueva en este enlace (vale 30 minutos y una sola vez):\n\n` +
          `${link}\n\nSi no lo pediste tú, ignora este correo: tu contraseña sigue igual.\n`,
      });
    }
  }

  /**
   * POST /auth/restablecer-contrasena: in one transaction the link is spent with every other link of the user, the
   * password changes, every session of the user ends, and the change is audited.
   */
  async resetPassword(token: string, nueva: string, ip: string): Promise<void> {
    const found = await repo.findValidRestablecimiento(this.db, sha256(token));
    if (!found) throw invalidEnlace();
    await assertPasswordAllowed(nueva, { purpose: 'change', usuario: found.usuario, field: 'nueva' });
    const newHash = await hashPassword(nueva); // before the transaction: never hold it across CPU work
    await this.db.transaction().execute(async (trx) => {
      // Spent here, conditionally: two uses at once cannot both pass.
      if (!(await repo.spendRestablecimiento(trx, found.id))) throw invalidEnlace();
      // The password is reset: every other link of the account is spent too.
      await repo.spendRestablecimientosOf(trx, found.usuario_id);
      await updatePasswordHash(trx, found.usuario_id, newHash);
      const ended = await endSessionsOf(trx, found.usuario_id);
      await writeAudit(trx, {
        usuario: { id: found.usuario_id, usuario: found.usuario },
        accion: 'ACTUALIZAR',
        tabla: 'usuarios',
        registro_id: found.usuario_id,
        detalles: `Contraseña restablecida con el enlace del correo; ${ended} ${ended === 1 ? 'sesión cerrada' : 'sesiones cerradas'}`,
        ip,
      });
    });
  }
}
