import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf, currentUser, nombreCompleto, requirePermission } from '../../platform/auth/guard';
import { rowScope } from '../../platform/auth/row-scope';
import { cambioEstadoAudit } from './estado-historia';
import { writeAudit } from '../../platform/audit/write-audit';
import { estadoLabel, puedeAceptarInforme, type SessionUser } from 'shared/contracts';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { normalizeInput, withFieldMessages } from '../../platform/http/input';
import { IdParams } from '../../platform/schemas/common';
import * as repo from './repository';
import { InformeDetalleSchema, MSG_INFORME, PROBLEMA_FIELD_MESSAGES, ProblemaInformeSchema } from './schemas';
import type { Db } from '../../platform/db/database';
import { BODY, DENIED, MISSING, PARAMS, contract, signedIn, type ErrorCodes } from '../../platform/http/route-contract';

/**
 * A client's word on a completed report (docs/decisions/aceptacion-cliente.md): "Aceptar" records who accepted it and
 * when; "Reportar problema" sends it back to the provider as En Progreso with the comment (and the photo it points at)
 * in its history. Only client users (`informes.aceptar`), only on their own client's reports (others: 404), only
 * while the report is Completado and not accepted (409). Each writes its audit row in the same transaction.
 */
const MSG_ACEPTACION = {
  noCompletado: (estado: string) => `Solo se puede aceptar o reportar un problema de un informe Completado (este está ${estado})`,
  yaAceptado: 'Este informe ya fue aceptado',
  comentarioRequerido: 'Describa el problema: el comentario es requerido',
  fotoAjena: 'La foto indicada no es de este informe',
} as const;

/**
 * The report, locked, if the client user may act on it now (`puedeAceptarInforme`, the page's rule); 404 out of scope,
 * and when the rule refuses, a 409 that names the condition that failed.
 */
async function informeParaCliente(trx: Db, user: SessionUser, id: number) {
  const informe = await repo.findInforme(trx, rowScope(user), id, true);
  if (!informe) throw notFound(MSG_INFORME.noEncontrado);
  if (puedeAceptarInforme(user, informe)) return informe;
  if (informe.aceptacion) throw conflict('informe_ya_aceptado', MSG_ACEPTACION.yaAceptado);
  if (informe.estado !== 'completado') throw conflict('informe_no_completado', MSG_ACEPTACION.noCompletado(estadoLabel(informe.estado)));
  throw notFound(MSG_INFORME.noEncontrado); // another client's report: the row scope already hides it
}

/** A report the client acts on: already accepted, or not completed yet. */
const CLIENT_WORD: ErrorCodes = { '409': ['informe_ya_aceptado', 'informe_no_completado'] };

const aceptacionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', normalizeInput);
  const permiso = requirePermission('informes.aceptar');

  app.post(
    '/:id/aceptacion',
    {
      onRequest: permiso,
      schema: {
        ...contract('informes', 'acceptReport', 'Aceptar un informe', signedIn(DENIED, PARAMS, MISSING, CLIENT_WORD)),
        params: IdParams,
        response: { 200: InformeDetalleSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return app.db.transaction().execute(async (trx) => {
        const informe = await informeParaCliente(trx, user, request.params.id);
        await repo.setAceptacion(trx, informe.id, { id: user.id, usuario: user.usuario, nombre: nombreCompleto(user) });
        await writeAudit(trx, {
          usuario: actorOf(request),
          ip: request.ip,
          accion: 'ACTUALIZAR',
          tabla: 'informes',
          registro_id: informe.id,
          detalles: `Informe #${informe.id} aceptado por el cliente (${informe.cliente_nombre})`,
          datos: { aceptacion: true },
        });
        return (await repo.informeDetalle(trx, { kind: 'todo' }, informe.id))!;
      });
    },
  );

  app.post(
    '/:id/problema',
    {
      onRequest: permiso,
      ...withFieldMessages(PROBLEMA_FIELD_MESSAGES),
      schema: {
        ...contract(
          'informes',
          'reportProblem',
          'Señalar un problema en un informe',
          signedIn(DENIED, PARAMS, BODY, MISSING, CLIENT_WORD, { '400': ['comentario_requerido'] }),
        ),
        params: IdParams,
        body: ProblemaInformeSchema,
        response: { 200: InformeDetalleSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { comentario = null, archivo_id: archivoId = null } = request.body;
      if (!comentario) throw badRequest('comentario_requerido', MSG_ACEPTACION.comentarioRequerido);
      return app.db.transaction().execute(async (trx) => {
        const informe = await informeParaCliente(trx, user, request.params.id);
        let archivoNombre: string | null = null;
        if (archivoId !== null) {
          archivoNombre = (await repo.photoNameOf(trx, informe.id, archivoId)) ?? null;
          if (archivoNombre === null) throw badRequest('validacion', MSG_ACEPTACION.fotoAjena);
        }
        await repo.setEstado(trx, informe.id, 'en_progreso');
        await writeAudit(trx, {
          usuario: actorOf(request),
          ip: request.ip,
          ...cambioEstadoAudit(informe.id, {
            estado_anterior: informe.estado,
            estado_nuevo: 'en_progreso',
            comentario,
            problema: { archivo_id: archivoId, archivo_nombre: archivoNombre },
          }),
        });
        return (await repo.informeDetalle(trx, { kind: 'todo' }, informe.id))!;
      });
    },
  );
};

export default aceptacionRoutes;
