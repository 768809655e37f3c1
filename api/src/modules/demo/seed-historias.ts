import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SessionUser } from 'shared/contracts';
import { reviewAlerta } from '../fotos';
import { acceptInforme, reportProblem, type Caller } from '../informes';
import { setFotoReferencia } from '../sitios';
import type { DemoFotoPlan, DemoInformeRow } from './fotos-plan';
import type { DemoInformePlan, DemoRol } from './timeline';

/**
 * What people did with the demo's evidence once it was there, through the modules' own services dated in the past:
 * an administrator reviewed two flags, the client accepted two reports and sent one back with a problem, and sites got
 * their reference photo. Each is skipped when already done (a stop half-way).
 */

const HOUR_MS = 3_600_000;

const REVISIONES: Partial<Record<DemoRol, { tipo: string; comentario: string }>> = {
  lejos_revisada: {
    tipo: 'lejos_del_sitio',
    comentario: 'La valla se ve desde el puente peatonal; por seguridad la cuadrilla tomó la foto desde allí. Coincide con la foto de referencia.',
  },
  fuera_de_ventana_revisada: {
    tipo: 'fuera_de_ventana',
    comentario: 'La instalación terminó un día tarde por la lluvia; el cliente aprobó el cambio de fecha por correo.',
  },
};

export const PROBLEMA_DEVUELTO = 'La foto no deja ver el costado derecho de la valla ni el arte completo. Por favor tomen otra desde el frente.';

/** `horas` after `base`, and at least a minute before `now`. */
export function despues(base: Date, horas: number, now: Date): Date {
  return new Date(Math.max(base.getTime() + 1000, Math.min(base.getTime() + horas * HOUR_MS, now.getTime() - 60_000)));
}

export async function settleHistorias(
  app: FastifyInstance,
  plans: readonly DemoInformePlan[],
  informes: ReadonlyArray<DemoInformeRow | undefined>,
  fotos: readonly DemoFotoPlan[],
  ids: ReadonlyArray<number | null>,
  who: { admin: SessionUser; cliente: SessionUser; caller: (u: SessionUser, at: Date) => Caller; now: Date },
): Promise<void> {
  const db = app.db;
  const { now } = who;
  for (const [i, p] of plans.entries()) {
    const informe = informes[i];
    if (!informe || !p.rol) continue;
    const primera = ids[fotos.findIndex((f) => f.informe === i)] ?? null;
    const terminado = p.transiciones.at(-1)?.at ?? p.creado_at;
    const revision = REVISIONES[p.rol];
    if (revision && primera !== null) {
      const alerta = await db
        .selectFrom('informe_archivo_alertas')
        .select('id')
        .where('archivo_id', '=', primera)
        .where('tipo', '=', revision.tipo as never)
        .where('revisada_at', 'is', null)
        .executeTakeFirst();
      if (alerta)
        await reviewAlerta(db, who.caller(who.admin, despues(terminado, 26, now)), { id: primera, alertaId: alerta.id }, revision.comentario);
    }
    const actual = await db.selectFrom('informes').select(['estado', 'aceptado_at']).where('id', '=', informe.id).executeTakeFirstOrThrow();
    if (p.rol === 'aceptado' && actual.estado === 'completado' && actual.aceptado_at === null) {
      await acceptInforme(app, who.caller(who.cliente, despues(terminado, 30, now)), informe.id);
    }
    if (p.rol === 'devuelto' && actual.estado === 'completado') {
      await reportProblem(app, who.caller(who.cliente, despues(terminado, 20, now)), informe.id, {
        comentario: PROBLEMA_DEVUELTO,
        archivo_id: primera,
      });
    }
  }

  // A reference photo for the sites that have a photo without open flags (the newest), as an administrator chooses it.
  const elegibles = await sql<{ sitio_id: number; archivo_id: number; creado_ms: number }>`
    SELECT DISTINCT ON (i.sitio_id) i.sitio_id, a.id AS archivo_id, round(extract(epoch from a.creado_at) * 1000)::float8 AS creado_ms
    FROM informe_archivos a JOIN informes i ON i.id = a.informe_id JOIN sitios s ON s.id = i.sitio_id
    WHERE s.foto_referencia_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM informe_archivo_alertas al WHERE al.archivo_id = a.id AND al.revisada_at IS NULL)
    ORDER BY i.sitio_id, a.tomada_at DESC, a.id DESC`.execute(db);
  for (const e of elegibles.rows) {
    const subida = new Date(Number(e.creado_ms));
    await setFotoReferencia(
      app,
      { usuario: { id: who.admin.id, usuario: who.admin.usuario }, ip: null, at: despues(subida, 28, now) },
      e.sitio_id,
      e.archivo_id,
    );
  }
}
