import type { FastifyInstance } from 'fastify';
import { createMailer } from '../../platform/mail/mailer';
import * as repo from './repository';
import { enviarCorreos, pasadaAvisos, type PasadaResultado } from './service';

/** How long a lease lasts: longer than any pass. */
const LEASE_MS = 5 * 60_000;
/** Its row of `tareas_programadas`, and its `tarea` label in GET /metrics. */
export const TAREA_AVISOS = 'avisos';
const TAREA = TAREA_AVISOS;

export interface Avisos {
  /**
   * One pass now (or at `now`: tests move the product's clock), under the lease: null when another instance holds
   * it. Then the queued e-mails go.
   */
  run(now?: Date): Promise<PasadaResultado | null>;
  /** Sends the e-mails queued so far (each claimed once, SKIP LOCKED); nothing without SMTP_URL. */
  sendMail(): Promise<void>;
}

/**
 * The notices' scheduler (docs/decisions/avisos.md): every AVISOS_CADA_S (60 s) each instance tries to take the lease of the
 * 'avisos' job (one UPDATE, one winner); the winner runs the pass and gives the lease back with its outcome. Each
 * notice's key makes a pass safe to repeat, so a crash mid-pass or an expired lease sends nothing twice. On the
 * embedded database there is one process, so one runner.
 */
export function startAvisos(app: FastifyInstance): Avisos {
  const mailer = app.config.smtpUrl ? createMailer(app.config.smtpUrl, app.config.smtpFrom) : null;
  let running: Promise<unknown> = Promise.resolve();
  const sendMail = async (): Promise<void> => {
    if (!mailer) return;
    await enviarCorreos(app.db, mailer, (err) => app.log.warn({ err: String(err) }, 'no se pudo enviar un correo de avisos; se reintentará'));
  };
  const run = async (now = new Date()): Promise<PasadaResultado | null> => {
    if (!(await repo.tomarTarea(app.db, TAREA, LEASE_MS))) return null;
    let error: string | null = null;
    try {
      return await pasadaAvisos(app.db, { now, correo: mailer !== null, publicUrl: app.config.publicUrl });
    } catch (err) {
      error = String(err).slice(0, 500);
      throw err;
    } finally {
      await repo.soltarTarea(app.db, TAREA, error);
      await sendMail();
    }
  };
  const tick = () => {
    running = run().catch((err: unknown) => app.log.error({ err: String(err) }, 'la pasada de avisos falló; se reintentará'));
  };
  const every = app.config.avisosCadaMs;
  const timer = every > 0 ? setInterval(tick, every) : null;
  timer?.unref();
  if (every > 0) app.addHook('onReady', async () => tick());
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await running;
    mailer?.close();
  });
  return { run, sendMail };
}
