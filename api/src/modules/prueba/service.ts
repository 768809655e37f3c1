import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nombreCompleto, currentUser } from '../../platform/auth/guard';
import { rowScope } from '../../platform/auth/row-scope';
import { auditOf } from '../../platform/audit/audit';
import { badRequest, notFound } from '../../platform/http/errors';
import { bogotaDate } from '../../platform/time-zone';
import { listArchivoAlertas } from '../fotos';
import * as informes from '../informes';
import { listFilters, MSG_INFORME, type InformesFilterQuery } from '../informes';
import { describeFiltros, toManifiestoFiltros } from './filtros';
import { hashManifiesto, type AlcancePaquete, type Manifiesto } from './manifiesto';
import type { PaqueteData } from './pdf';
import * as repo from './repository';
import type { FotoPaquete } from './repository';

/**
 * Issuing a proof pack (docs/decisions/proof-pack.md): what it holds, read before its first byte, its manifest and
 * hash, and its record in paquetes_prueba with the audit event, in one transaction.
 */

/** The most reports one pack may hold (10 photos each at most: 2 000 thumbnails, about 500 pages). */
export const PRUEBA_MAX_INFORMES = 200;

const audit = auditOf('paquetes_prueba');

/** A pack issued and recorded: what it prints, and the name of its file. */
export interface IssuedPaquete {
  data: PaqueteData;
  fileName: string;
}

/** The photos of these reports (each report's in upload order) and their flags. */
export async function leerFotos(app: FastifyInstance, filas: readonly { id: number }[]) {
  const fotos = await repo.listFotosOfInformes(
    app.db,
    filas.map((r) => r.id),
  );
  const todas = [...fotos.values()].flat();
  const alertas = await listArchivoAlertas(
    app.db,
    todas.map((f) => f.id),
  );
  return { fotos, alertas, total: todas.length };
}

/** The manifest of these reports (in this order) and their photos, made now by the signed-in user, and its hash. */
export function manifiestoDe(
  request: FastifyRequest,
  alcance: AlcancePaquete,
  filas: readonly { id: number }[],
  fotos: ReadonlyMap<number, readonly FotoPaquete[]>,
) {
  const user = currentUser(request);
  const manifiesto: Manifiesto = {
    version: 1,
    generado_at: new Date().toISOString(),
    generado_por: user.usuario,
    alcance,
    informes: filas.map((r) => ({ id: r.id, fotos: (fotos.get(r.id) ?? []).map((f) => ({ id: f.id, sha256: f.sha256 })) })),
  };
  const nombre = nombreCompleto(user) || user.usuario;
  return { manifiesto, hash: hashManifiesto(manifiesto), generadoPor: `${nombre} (${user.usuario})` };
}

/**
 * Records an issued pack (paquetes_prueba + its audit row) in one transaction, before the first byte: "Paquete de
 * prueba (PDF) emitido: <que>, N fotos; manifiesto SHA-256 …".
 */
export async function registrarPaquete(
  app: FastifyInstance,
  request: FastifyRequest,
  p: { manifiesto: Manifiesto; hash: string; informes: number; fotos: number; que: string },
): Promise<void> {
  const user = currentUser(request);
  const { manifiesto, hash } = p;
  await app.db.transaction().execute(async (trx) => {
    const id = await repo.insertPaquete(trx, {
      sha256: hash,
      usuario: { id: user.id, usuario: user.usuario },
      alcance: { generado_at: manifiesto.generado_at, generado_por: manifiesto.generado_por, ...manifiesto.alcance },
      informes: p.informes,
      fotos: p.fotos,
    });
    await audit(trx, request, 'CREAR', id, `Paquete de prueba (PDF) emitido: ${p.que}, ${p.fotos} fotos; manifiesto SHA-256 ${hash}`);
  });
}

/** Reads the reports `ids` and their photos, builds the manifest, and records the pack (paquetes_prueba + audit). */
async function issuePaquete(app: FastifyInstance, request: FastifyRequest, ids: number[], alcance: AlcancePaquete): Promise<PaqueteData> {
  const filas = await informes.listInformesByIds(app.db, ids);
  const { fotos, alertas, total } = await leerFotos(app, filas);
  const { manifiesto, hash, generadoPor } = manifiestoDe(request, alcance, filas, fotos);
  const data: PaqueteData = {
    manifiesto,
    hash,
    generadoPor,
    filtros: alcance.filtros ? describeFiltros(alcance.filtros, filas) : [],
    informes: filas,
    fotos,
    alertas,
  };
  const que = filas.length === 1 ? `informe #${filas[0].id}` : `${filas.length} informes`;
  await registrarPaquete(app, request, { manifiesto, hash, informes: filas.length, fotos: total, que });
  return data;
}

/** GET /informes/prueba: the pack of the reports the list's filters give the user (404 none, 400 over the maximum). */
export async function issueFilteredPaquete(app: FastifyInstance, request: FastifyRequest, query: InformesFilterQuery): Promise<IssuedPaquete> {
  const filtros = toManifiestoFiltros(query);
  const ids = await informes.exportIds(app.db, rowScope(currentUser(request)), listFilters(query));
  if (ids.length === 0) throw notFound('Ningún informe coincide con los filtros: no hay nada que incluir en el paquete de prueba');
  if (ids.length > PRUEBA_MAX_INFORMES) {
    throw badRequest(
      'demasiados_informes',
      `El paquete de prueba admite hasta ${PRUEBA_MAX_INFORMES} informes y los filtros abarcan ${ids.length.toLocaleString('es-CO')}. ` +
        'Acota la búsqueda (campaña, cliente, fechas…) y vuelve a intentarlo.',
    );
  }
  const fileName = `prueba-informes-${bogotaDate(new Date())}.pdf`;
  return { data: await issuePaquete(app, request, ids, { filtros }), fileName };
}

/** GET /informes/:id/prueba: one report's pack, if the user may read it (404 otherwise). */
export async function issueInformePaquete(app: FastifyInstance, request: FastifyRequest, id: number): Promise<IssuedPaquete> {
  const informe = await informes.findInforme(app.db, rowScope(currentUser(request)), id);
  if (!informe) throw notFound(MSG_INFORME.noEncontrado);
  const fileName = `prueba-informe-${informe.id}-${bogotaDate(new Date())}.pdf`;
  return { data: await issuePaquete(app, request, [informe.id], { informe_id: informe.id }), fileName };
}
