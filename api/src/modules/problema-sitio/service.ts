import type { FastifyRequest } from 'fastify';
import type { SessionUser } from 'shared/contracts';
import { auditOf } from '../../platform/audit/audit';
import { rowScope } from '../../platform/auth/row-scope';
import type { Db } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/errors';
import * as campanas from '../campanas';
import * as informes from '../informes';
import { createAvisos } from '../mensajes';
import * as repo from './repository';
import { MSG_PROBLEMA_SITIO } from './schemas';

const audit = auditOf('campanas');

/**
 * POST /campanas/:id/lineas/:lineaId/problema: a client user reports a problem at one site. It goes back to the
 * provider as for a report: the site's newest completed report returns to En Progreso with the comment
 * (docs/decisions/aceptacion-cliente.md), the provider's users are told in "Avisos del sistema", and the campaign's
 * acceptance, if any, is cleared — one transaction.
 */
export async function reportarProblemaSitio(db: Db, request: FastifyRequest, user: SessionUser, id: number, lineaId: number, comentario: string) {
  const scope = rowScope(user);
  await db.transaction().execute(async (trx) => {
    const c = await campanas.findCampana(trx, scope, id, campanas.hoy(), true);
    if (!c) throw notFound(campanas.MSG_CAMPANA.noEncontrada);
    const informe = await repo.ultimoInformeCompletado(trx, id, lineaId);
    if (!informe) {
      if (!(await campanas.findLinea(trx, id, lineaId))) throw notFound(campanas.MSG_CAMPANA.lineaNoEncontrada);
      throw conflict('sitio_sin_informe_completado', MSG_PROBLEMA_SITIO.sitioSinInforme);
    }
    await informes.reportProblemIn(trx, informes.callerOf(request), informe.id, { comentario: `Sitio ${informe.sitio}: ${comentario}` });
    await campanas.clearAceptacion(trx, id);
    await audit(
      trx,
      request,
      'ACTUALIZAR',
      id,
      `${campanas.label(c)}: problema reportado por el cliente en el sitio ${informe.sitio} (informe #${informe.id}): ${comentario}`,
    );
    await informes.publishInformeActualizado(trx, informe.id);
    const proveedor = await repo.usuariosDelProveedorDeLinea(trx, lineaId);
    await createAvisos(
      trx,
      proveedor,
      `El cliente reportó un problema en el sitio ${informe.sitio} de la campaña «${c.nombre}»: ${comentario}\n` +
        `El informe #${informe.id} volvió a En Progreso. Ver: /informes/${informe.id}`,
    );
  });
  return campanas.campanaDetalle(db, user, id);
}
