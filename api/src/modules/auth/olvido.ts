import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { writeAudit } from '../../platform/audit/write-audit';
import { hashPassword } from '../../platform/auth/password';
import { assertPasswordAllowed } from '../../platform/auth/password-policy';
import { endSessionsOf } from '../../platform/auth/session-repository';
import { ENLACE_RESTABLECER_MS, OLVIDE_CONTRASENA_MENSAJE, ROLE_NAMES, type Role } from 'shared/contracts';
import type { Db } from '../../platform/db/database';
import { publishEvent } from '../../platform/live-events';
import { badRequest } from '../../platform/http/errors';
import { IDENTIFIER, PASSWORD } from '../../platform/http/text-input';
import { createMailer } from '../../platform/mail/mailer';
import { OkResponse } from '../../platform/schemas/common';
import * as mensajes from '../mensajes';
import { findLoginCandidate, updatePasswordHash } from './repository';
import { nombreCompletoSql } from '../../platform/lib/nombre';
import { named } from '../../platform/schemas/named';
import { BODY, HASHING, PASSWORD_RULES, contract, withoutSession } from '../../platform/http/route-contract';

/**
 * "¿Olvidaste tu contraseña?" (issue 26; docs/decisions/mensajes.md, "Forgotten password"):
 * POST /auth/olvide-contrasena and POST /auth/restablecer-contrasena.
 */

/** Requests per identifier typed (a user name or an address, folded to lower case) within LOGIN_ACCOUNT_WINDOW_MIN. */
const POR_IDENTIFICADOR = 3;
/**
 * Links of one account valid at a time. A request while this many are valid sends none and voids none: a request
 * never voids a link already sent (issue 34, point 4), and the account's mailbox gets at most this many links per
 * ENLACE_RESTABLECER_MS whoever asks, from however many addresses.
 */
const ENLACES_VIGENTES_MAX = 3;

const OlvideBody = named(
  'OlvideContrasenaInput',
  Type.Object({ usuario: Type.String({ minLength: 1, maxLength: 150, ...IDENTIFIER }) }, { additionalProperties: false }),
);
const OlvideResponse = named('OlvideContrasenaResponse', Type.Object({ message: Type.String() }));
const RestablecerBody = named(
  'RestablecerContrasenaInput',
  Type.Object(
    {
      token: Type.String({ minLength: 1, maxLength: 200 }),
      nueva: Type.String({ maxLength: 200, ...PASSWORD }),
    },
    { additionalProperties: false },
  ),
);

const enlaceInvalido = () => badRequest('enlace_invalido', 'El enlace no es válido o ya caducó. Pide uno nuevo desde "¿Olvidaste tu contraseña?".');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface Solicitante {
  id: number;
  usuario: string;
  correo: string;
  nombre: string;
  tipo: Role;
  activo: boolean;
}

async function solicitante(db: Db, id: number): Promise<Solicitante | undefined> {
  const r = await sql<Solicitante>`SELECT u.id, u.usuario, u.correo, ${nombreCompletoSql('u')} AS nombre, u.tipo, u.activo
    FROM usuarios u WHERE u.id = ${id}`.execute(db);
  return r.rows[0];
}

/** Where the e-mail's link points: PUBLIC_URL, or (on a server that is not exposed) the request's own origin. */
function origen(request: FastifyRequest, publicUrl: string | null): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

const olvidoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const mailer = app.config.smtpUrl ? createMailer(app.config.smtpUrl, app.config.smtpFrom) : null;
  const trabajos = new Set<Promise<void>>();
  app.addHook('preClose', async () => {
    await Promise.allSettled([...trabajos]);
    mailer?.close();
  });
  const window = `${app.config.loginAccountWindowMinutes} minutes`;

  /**
   * The work behind a request, after the answer: which account the identifier names, the audit, the administrators'
   * notices, the link and its e-mail. Nothing of it changes the answer, nor when it is sent.
   */
  async function atender(identificador: string, ip: string, base: string): Promise<void> {
    const candidate = await findLoginCandidate(app.db, identificador);
    const user = candidate ? await solicitante(app.db, candidate.id) : undefined;
    const correos: Array<{ to: string; link: string }> = [];
    await app.db.transaction().execute(async (trx) => {
      // The link first: whether one goes out is part of what the audit says.
      let sinEnlace = false;
      if (user && mailer && user.activo) {
        // One request of this account at a time counts its valid links (two at once cannot both pass the limit).
        await sql`SELECT id FROM usuarios WHERE id = ${user.id} FOR NO KEY UPDATE`.execute(trx);
        const { vigentes } = (
          await sql<{ vigentes: number }>`SELECT count(*)::int AS vigentes FROM restablecimientos
            WHERE usuario_id = ${user.id} AND usado_at IS NULL AND expira_at > now()`.execute(trx)
        ).rows[0];
        if (vigentes < ENLACES_VIGENTES_MAX) {
          // Earlier links stay valid: voiding them would let anyone keep someone else's reset void by asking again.
          const token = randomBytes(32).toString('base64url');
          await trx
            .insertInto('restablecimientos')
            .values({ usuario_id: user.id, token_hash: sha256(token), expira_at: new Date(Date.now() + ENLACE_RESTABLECER_MS) })
            .execute();
          correos.push({ to: user.correo, link: `${base}/restablecer-contrasena?token=${token}` });
        } else sinEnlace = true;
      }
      await writeAudit(trx, {
        usuario: user ? { id: user.id, usuario: user.usuario } : { id: null, usuario: identificador.slice(0, 50) || '(vacío)' },
        accion: 'CREAR',
        tabla: 'restablecimientos',
        registro_id: user?.id ?? null,
        detalles: user
          ? `Solicitud de restablecimiento de contraseña de «${user.usuario}»${user.activo ? '' : ' (cuenta inactiva)'}` +
            (sinEnlace ? `; sin enlace nuevo: ya tiene ${ENLACES_VIGENTES_MAX} vigentes` : '')
          : 'Solicitud de restablecimiento de contraseña para un usuario desconocido',
        ip,
      });
      if (!user) return;
      const texto =
        `${user.nombre} (${user.usuario}, ${ROLE_NAMES[user.tipo].toLowerCase()}) pidió restablecer su contraseña` +
        `${user.activo ? '' : '; la cuenta está inactiva'}. Ver: /administradores?search=${encodeURIComponent(user.usuario)}`;
      const admins = await trx.selectFrom('usuarios').select('id').where('tipo', '=', 0).where('activo', '=', true).orderBy('id').execute();
      const avisos: Array<{ admin: number; conversacion: number; row: mensajes.MensajeRow }> = [];
      for (const admin of admins) {
        const conversacion = await mensajes.conversacionSistema(trx, admin.id);
        avisos.push({
          admin: admin.id,
          conversacion,
          row: await mensajes.insertMensaje(trx, { conversacion_id: conversacion, autor: null, texto, archivo_id: null }),
        });
      }
      for (const a of avisos) {
        await publishEvent(trx, 'mensaje', [a.admin], { conversacion_id: a.conversacion, mensaje: mensajes.toMensaje(a.row, null) });
      }
    });
    for (const { to, link } of correos) {
      await mailer?.send({
        to,
        subject: 'Restablecer tu contraseña — Informes de Campañas',
        text:
          `Hola ${user!.nombre}:\n\nPediste restablecer tu contraseña. Elige una nueva en este enlace (vale 30 minutos y una sola vez):\n\n` +
          `${link}\n\nSi no lo pediste tú, ignora este correo: tu contraseña sigue igual.\n`,
      });
    }
  }

  app.post(
    '/olvide-contrasena',
    {
      schema: {
        ...contract('auth', 'forgotPassword', 'Pedir un enlace para restablecer la contraseña', withoutSession(BODY)),
        description:
          'Siempre 202 con la misma frase, sea cual sea lo escrito: exista o no la cuenta y pasado o no un límite. Avisa a los ' +
          'administradores y, con SMTP configurado, envía al usuario un enlace de un solo uso válido 30 minutos (a lo sumo 3 ' +
          'vigentes; una solicitud nunca anula uno ya enviado). Limitada en silencio por dirección y por lo escrito.',
        security: [],
        body: OlvideBody,
        response: { 202: OlvideResponse },
      },
    },
    async (request, reply) => {
      const identificador = request.body.usuario.trim();
      // Limits counted per client address and per identifier typed (never per account: that would tie a user name to
      // its address), and silent: past one, the same answer at the same point, and nothing is done.
      const limites = (
        await sql<{ direccion: number; identificador: number }>`SELECT
          reservar_intento(${`olvido-ip:${request.ip}`}, 'ip', ${app.config.loginIpLimitPerMinute}, interval '1 minute', 0, 0) AS direccion,
          reservar_intento(${`olvido-id:${identificador.toLowerCase()}`}, 'ip', ${POR_IDENTIFICADOR}, ${window}::interval, 0, 0) AS identificador`.execute(
          app.db,
        )
      ).rows[0];
      if (Number(limites.direccion) > 0 || Number(limites.identificador) > 0) {
        request.log.info(
          { limite: Number(limites.direccion) > 0 ? 'direccion' : 'identificador' },
          'olvide-contrasena: límite alcanzado, no se atiende',
        );
      } else {
        // The same answer, at the same time, whatever was typed: the lookup and the work come after it.
        const trabajo = atender(identificador, request.ip, origen(request, app.config.publicUrl)).catch((err: unknown) =>
          request.log.error({ err: String(err) }, 'no se pudo atender la solicitud de restablecimiento'),
        );
        trabajos.add(trabajo);
        void trabajo.finally(() => trabajos.delete(trabajo));
      }
      return reply.status(202).send({ message: OLVIDE_CONTRASENA_MENSAJE });
    },
  );

  app.post(
    '/restablecer-contrasena',
    {
      schema: {
        ...contract(
          'auth',
          'resetPassword',
          'Restablecer la contraseña con el enlace recibido',
          withoutSession(BODY, PASSWORD_RULES, { '400': ['enlace_invalido'] }, HASHING),
        ),
        description: '400 `enlace_invalido` si el enlace ya se usó, caducó o no existe. Cierra todas las sesiones del usuario.',
        security: [],
        body: RestablecerBody,
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      const { token, nueva } = request.body;
      const hash = sha256(token);
      const link = await sql<{ id: number; usuario_id: number; usuario: string }>`SELECT r.id, r.usuario_id, u.usuario FROM restablecimientos r
        JOIN usuarios u ON u.id = r.usuario_id
        WHERE r.token_hash = ${hash} AND r.usado_at IS NULL AND r.expira_at > now() AND u.activo`.execute(app.db);
      const found = link.rows[0];
      if (!found) throw enlaceInvalido();
      await assertPasswordAllowed(nueva, { purpose: 'change', usuario: found.usuario, field: 'nueva' });
      const newHash = await hashPassword(nueva); // before the transaction: never hold it across CPU work
      await app.db.transaction().execute(async (trx) => {
        // Spent here, conditionally: two uses at once cannot both pass.
        const spent = await trx
          .updateTable('restablecimientos')
          .set({ usado_at: sql<string>`now()` })
          .where('id', '=', found.id)
          .where('usado_at', 'is', null)
          .where('expira_at', '>', sql<string>`now()`)
          .executeTakeFirst();
        if (Number(spent.numUpdatedRows) !== 1) throw enlaceInvalido();
        // The password is reset: every other link of the account is spent too.
        await trx
          .updateTable('restablecimientos')
          .set({ usado_at: sql<string>`now()` })
          .where('usuario_id', '=', found.usuario_id)
          .where('usado_at', 'is', null)
          .execute();
        await updatePasswordHash(trx, found.usuario_id, newHash);
        const ended = await endSessionsOf(trx, found.usuario_id);
        await writeAudit(trx, {
          usuario: { id: found.usuario_id, usuario: found.usuario },
          accion: 'ACTUALIZAR',
          tabla: 'usuarios',
          registro_id: found.usuario_id,
          detalles: `Contraseña restablecida con el enlace del correo; ${ended} ${ended === 1 ? 'sesión cerrada' : 'sesiones cerradas'}`,
          ip: request.ip,
        });
      });
      return { ok: true as const, message: 'Contraseña restablecida. Inicia sesión con la nueva contraseña.' };
    },
  );
};

export default olvidoRoutes;
