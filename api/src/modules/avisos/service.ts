import type { Db } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import { bogotaDate } from '../../platform/time-zone';
import { cumplimientoDeCampanas } from '../campanas';
import { createAvisos } from '../mensajes';
import * as repo from './repository';
import { avisoAtrasados, avisoPorVencer, avisoResumenSemanal, textoHtml, textoPlano, type Aviso } from './textos';

/** How far back a pass looks for checks that became late (a server that was down catches up). */
const ATRASO_DIAS = 7;
/** Keys of notices sent are kept this long: longer than any pass looks back. */
const CLAVES_DIAS = 60;
/** The weekly summary goes from Monday at this hour in Bogotá (not at midnight). */
const RESUMEN_HORA = 7;

export interface PasadaContexto {
  now: Date;
  /** E-mails are queued only when the server can send them (SMTP_URL). */
  correo: boolean;
  publicUrl: string | null;
}

export interface PasadaResultado {
  porVencer: number;
  atrasados: number;
  resumenes: number;
}

/**
 * One pass of the notices (docs/decisions/avisos.md): checks due within 24 hours to their provider's users, checks
 * that became late to the administrators, on Mondays each client user's weekly summary. Each notice's key is written in
 * the transaction that writes the notice and queues its e-mails, so a notice goes once however many passes or
 * instances run: safe to call again at any time.
 */
export async function pasadaAvisos(db: Db, ctx: PasadaContexto): Promise<PasadaResultado> {
  const hoy = bogotaDate(ctx.now);
  const out: PasadaResultado = { porVencer: 0, atrasados: 0, resumenes: 0 };

  const porVencer = await repo.controlesPorVencer(db, ctx.now, hoy);
  for (const proveedorId of new Set(porVencer.map((c) => c.proveedor_id))) {
    out.porVencer += await db.transaction().execute(async (trx) => {
      const nuevos = await soloNuevos(
        trx,
        'por_vencer',
        porVencer.filter((c) => c.proveedor_id === proveedorId),
      );
      if (nuevos.length > 0) await avisar(trx, ctx, await repo.usuariosDeProveedores(trx, [proveedorId]), avisoPorVencer(nuevos));
      return nuevos.length;
    });
  }

  const atrasados = await repo.controlesAtrasados(db, ctx.now, hoy, ATRASO_DIAS);
  if (atrasados.length > 0) {
    out.atrasados = await db.transaction().execute(async (trx) => {
      const nuevos = await soloNuevos(trx, 'atrasado', atrasados);
      if (nuevos.length > 0) await avisar(trx, ctx, await repo.administradores(trx), avisoAtrasados(nuevos));
      return nuevos.length;
    });
  }

  const lunes = lunesDe(ctx.now);
  if (lunes) out.resumenes = await resumenesSemanales(db, ctx, hoy, lunes);

  await repo.podarEnviados(db, ctx.now, CLAVES_DIAS);
  return out;
}

/** The checks of `controles` not told yet for `evento`, marked told in `trx`. */
async function soloNuevos(trx: Db, evento: string, controles: readonly repo.ControlAviso[]): Promise<repo.ControlAviso[]> {
  const enviados = await repo.marcarEnviados(
    trx,
    controles.map((c) => `${evento}:${c.id}`),
  );
  return controles.filter((c) => enviados.has(`${evento}:${c.id}`));
}

/** Each client user with active campaigns gets the week's summary once (key: the user and the week's Monday). */
async function resumenesSemanales(db: Db, ctx: PasadaContexto, hoy: string, lunes: string): Promise<number> {
  const campanas = await repo.campanasActivasPorCliente(db, hoy);
  let n = 0;
  for (const usuario of await repo.usuariosDeClientes(db)) {
    const suyas = campanas.get(usuario.cliente_id);
    if (!suyas?.length) continue;
    n += await db.transaction().execute(async (trx) => {
      const clave = `resumen:${usuario.id}:${lunes}`;
      if (!(await repo.marcarEnviados(trx, [clave])).has(clave)) return 0;
      const cumplimiento = await cumplimientoDeCampanas(
        trx,
        { kind: 'cliente', clienteId: usuario.cliente_id },
        suyas.map((c) => c.id),
        hoy,
      );
      await avisar(
        trx,
        ctx,
        [usuario],
        avisoResumenSemanal(
          lunes,
          suyas.map((c) => ({ ...c, cumplimiento: cumplimiento.get(c.id)! })),
        ),
      );
      return 1;
    });
  }
  return n;
}

/**
 * The Monday ('YYYY-MM-DD') of `now`'s week in Bogotá once the summary may go (from Monday RESUMEN_HORA:00 on), else
 * null (Monday before that hour).
 */
export function lunesDe(now: Date): string | null {
  const bogota = new Date(now.getTime() - 5 * 3_600_000); // Bogotá is UTC−5 all year
  const diasDesdeLunes = (bogota.getUTCDay() + 6) % 7;
  if (diasDesdeLunes === 0 && bogota.getUTCHours() < RESUMEN_HORA) return null;
  return new Date(bogota.getTime() - diasDesdeLunes * 86_400_000).toISOString().slice(0, 10);
}

/** The notice in each user's "Avisos del sistema" (heard live), and its e-mail to those who want it. */
async function avisar(trx: Db, ctx: PasadaContexto, usuarios: readonly repo.Destinatario[], aviso: Aviso): Promise<void> {
  if (usuarios.length === 0) return;
  const texto = textoPlano(aviso);
  if (ctx.correo) {
    const html = textoHtml(aviso, ctx.publicUrl);
    for (const u of usuarios.filter((x) => x.quiereCorreo)) {
      await repo.encolarCorreo(trx, { usuario_id: u.id, asunto: aviso.asunto, texto: `Hola ${u.nombre}:\n\n${texto}\n`, html });
    }
  }
  // Last: it takes the events' lock until the commit.
  await createAvisos(trx, usuarios, texto);
}

/** E-mails claimed at a time, how long a claim lasts, and how many tries an e-mail gets. */
const CORREOS_POR_VEZ = 20;
const RECLAMO_MS = 5 * 60_000;
const MAX_INTENTOS = 6;

/**
 * Sends the queued e-mails (docs/decisions/avisos.md): each instance claims a few (SKIP LOCKED), sends, deletes what
 * went; a failure waits 1, 2, 4… minutes, and is dropped after MAX_INTENTOS. Returns how many went.
 */
export async function enviarCorreos(db: Db, mailer: Mailer, onError: (err: unknown) => void): Promise<number> {
  let enviados = 0;
  for (;;) {
    const lote = await repo.reclamarCorreos(db, CORREOS_POR_VEZ, RECLAMO_MS);
    if (lote.length === 0) return enviados;
    for (const c of lote) {
      try {
        await mailer.send({ to: c.correo, subject: c.asunto, text: c.texto, html: c.html });
        await repo.borrarCorreo(db, c.id);
        enviados += 1;
      } catch (err) {
        onError(err);
        await repo.reintentarCorreo(db, c.id, c.intentos, MAX_INTENTOS);
      }
    }
  }
}
