import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { currentUser, nombreCompleto, requirePermission } from '../../platform/auth/guard';
import { rowScope } from '../../platform/auth/row-scope';
import { estadoLabel, FILTRO_ALERTAS_LABELS } from 'shared/contracts';
import { fechaLarga, listArchivoAlertas, StorageNotFoundError, thumbnailKey } from '../fotos';
import { badRequest, notFound } from '../../platform/http/errors';
import { normalizeInput } from '../../platform/http/input';
import { oneExportPerUser } from '../../platform/http/one-export';
import { fileResponse, IdParams } from '../../platform/schemas/common';
import { bogotaDate } from '../../platform/time-zone';
import { auditOf } from '../../platform/audit/audit';
import * as informes from '../informes';
import { joinRepeatedEstado, listFilters } from '../informes';
import { InformesExportQuerySchema, MSG_INFORME, type InformesFilterQuery } from '../informes';
import { hashManifiesto, type AlcancePaquete, type Manifiesto } from './manifiesto';
import { escribirPaquete, nuevoDocumento, type DatosPaquete } from './pdf';
import * as repo from './repository';
import { MISSING, ONE_EXPORT, PARAMS, QUERY, contract, signedIn } from '../../platform/http/route-contract';

/** The most reports one pack may hold (10 photos each at most: 2 000 thumbnails, about 500 pages). */
export const PRUEBA_MAX_INFORMES = 200;
/** What the PDF may hold unread before the next photo is written (the reader is slower than pdfkit). */
const PENDIENTE_MAX = 1024 * 1024;
/** A stored thumbnail is ~30 KB; anything far larger is not one. */
const MINIATURA_MAX = 4 * 1024 * 1024;

const audit = auditOf('paquetes_prueba');

const PdfResponse = fileResponse(
  'Paquete de prueba en PDF: portada con alcance, totales y mapa, cada informe con sus fotos y su evidencia, y el manifiesto ' +
    '(su SHA-256 al pie de cada página)',
  ['application/pdf'],
);

/** The filters as the manifest records them: only those given, in the list's order of parameters. */
function filtrosManifiesto(q: InformesFilterQuery): Record<string, string | number | string[]> {
  const f = listFilters(q);
  const out: Record<string, string | number | string[]> = {};
  if (f.search?.trim()) out.search = f.search.trim();
  if (f.estados && f.estados.length > 0) out.estado = [...f.estados];
  if (f.proveedorId !== undefined) out.proveedor_id = f.proveedorId;
  if (f.clienteId !== undefined) out.cliente_id = f.clienteId;
  if (f.servicioId !== undefined) out.servicio_id = f.servicioId;
  if (f.provinciaId !== undefined) out.provincia_id = f.provinciaId;
  if (f.fechaDesde) out.fechaDesde = f.fechaDesde;
  if (f.fechaHasta) out.fechaHasta = f.fechaHasta;
  if (f.alertas) out.alertas = f.alertas;
  out.sortBy = f.sortBy;
  out.sortOrder = f.sortOrder;
  return out;
}

/** The filters in words for the cover; ids named from the pack's own reports when they are there. */
function filtrosTexto(f: Record<string, string | number | string[]>, filas: DatosPaquete['informes']): string[] {
  const nombre = (id: unknown, key: 'cliente' | 'proveedor' | 'servicio' | 'provincia') =>
    filas.find((r) => r[`${key}_id`] === id)?.[`${key}_nombre`] ?? `#${String(id)}`;
  const out: string[] = [];
  if (f.search) out.push(`Búsqueda «${String(f.search)}»`);
  if (Array.isArray(f.estado)) out.push(`Estado: ${f.estado.map(estadoLabel).join(', ')}`);
  if (f.cliente_id !== undefined) out.push(`Cliente: ${nombre(f.cliente_id, 'cliente')}`);
  if (f.proveedor_id !== undefined) out.push(`Proveedor: ${nombre(f.proveedor_id, 'proveedor')}`);
  if (f.servicio_id !== undefined) out.push(`Servicio: ${nombre(f.servicio_id, 'servicio')}`);
  if (f.provincia_id !== undefined) out.push(`Departamento: ${nombre(f.provincia_id, 'provincia')}`);
  if (f.fechaDesde) out.push(`Desde el ${fechaLarga(String(f.fechaDesde))}`);
  if (f.fechaHasta) out.push(`Hasta el ${fechaLarga(String(f.fechaHasta))}`);
  if (f.alertas === 'con' || f.alertas === 'sin') out.push(FILTRO_ALERTAS_LABELS[f.alertas]);
  return out;
}

async function leer(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      stream.destroy();
      throw new Error('miniatura demasiado grande');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * GET /informes/:id/prueba and GET /informes/prueba?<the list's filters> (docs/decisions/proof-pack.md): the proof
 * pack as a PDF, streamed while it is written, one export at a time per user, recorded in paquetes_prueba.
 */
const pruebaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', normalizeInput);
  app.addHook('preValidation', joinRepeatedEstado);
  const read = requirePermission('informes.read');

  /** The stored thumbnail as a JPEG; made now when missing (tus uploads make it after their answer). */
  async function miniatura(f: repo.FotoPaquete): Promise<Buffer | null> {
    const key = thumbnailKey(f.nombre_almacenado);
    const stream = await app.photos.storage.get(key).catch(async (err: unknown) => {
      if (!(err instanceof StorageNotFoundError)) throw err;
      try {
        await app.photos.makeThumbnail(f.nombre_almacenado, f.nombre_original);
      } catch {
        return null; // no original, or it does not decode: the placeholder says so
      }
      return app.photos.storage.get(key);
    });
    if (!stream) return null;
    const webp = await leer(stream, MINIATURA_MAX);
    return sharp(webp).flatten({ background: '#ffffff' }).jpeg({ quality: 72 }).toBuffer();
  }

  async function enviar(request: FastifyRequest, reply: FastifyReply, ids: number[], alcance: AlcancePaquete, nombreArchivo: string) {
    const user = currentUser(request);
    const filas = await informes.resumenes(app.db, ids);
    const fotos = await repo.fotosDeInformes(
      app.db,
      filas.map((r) => r.id),
    );
    const todas = [...fotos.values()].flat();
    const alertas = await listArchivoAlertas(
      app.db,
      todas.map((f) => f.id),
    );
    const manifiesto: Manifiesto = {
      version: 1,
      generado_at: new Date().toISOString(),
      generado_por: user.usuario,
      alcance,
      informes: filas.map((r) => ({ id: r.id, fotos: (fotos.get(r.id) ?? []).map((f) => ({ id: f.id, sha256: f.sha256 })) })),
    };
    const hash = hashManifiesto(manifiesto);
    const nombre = nombreCompleto(user) || user.usuario;
    const datos: DatosPaquete = {
      manifiesto,
      hash,
      generadoPor: `${nombre} (${user.usuario})`,
      filtros: alcance.filtros ? filtrosTexto(alcance.filtros, filas) : [],
      informes: filas,
      fotos,
      alertas,
    };
    await app.db.transaction().execute(async (trx) => {
      const id = await repo.insertPaquete(trx, {
        sha256: hash,
        usuario: { id: user.id, usuario: user.usuario },
        alcance: { generado_at: manifiesto.generado_at, generado_por: manifiesto.generado_por, ...alcance },
        informes: filas.length,
        fotos: todas.length,
      });
      await audit(
        trx,
        request,
        'CREAR',
        id,
        `Paquete de prueba (PDF) emitido: ${filas.length === 1 ? `informe #${filas[0].id}` : `${filas.length} informes`}, ` +
          `${todas.length} fotos; manifiesto SHA-256 ${hash}`,
      );
    });

    const doc = nuevoDocumento(datos);
    let cerrado = false;
    reply.raw.once('close', () => {
      cerrado = true;
    });
    const log = request.log;
    // Written after the answer starts: the reader pulls, and each photo waits until less than PENDIENTE_MAX is unread.
    setImmediate(() => {
      escribirPaquete(doc, datos, {
        miniatura,
        cancelado: () => cerrado,
        espera: async () => {
          while (!cerrado && doc.readableLength > PENDIENTE_MAX) await new Promise((r) => setTimeout(r, 5));
        },
        onError: (err, what) => log.warn({ err: String(err) }, `paquete de prueba: ${what}`),
      }).then(
        () => doc.end(),
        (err: unknown) => {
          log.error({ err: String(err) }, 'paquete de prueba incompleto');
          doc.destroy(err instanceof Error ? err : new Error(String(err)));
        },
      );
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${nombreArchivo}"`)
      .header('cache-control', 'no-store')
      .header('x-manifiesto-sha256', hash)
      .send(doc);
  }

  app.get(
    '/prueba',
    {
      onRequest: read,
      preHandler: oneExportPerUser,
      schema: {
        ...contract(
          'informes',
          'exportReportsProof',
          'Prueba (PDF) de varios informes',
          signedIn(QUERY, MISSING, ONE_EXPORT, { '400': ['demasiados_informes'] }),
        ),
        querystring: InformesExportQuerySchema,
        response: { 200: PdfResponse },
      },
    },
    async (request, reply) => {
      const filtros = filtrosManifiesto(request.query);
      const ids = await informes.exportIds(app.db, rowScope(currentUser(request)), listFilters(request.query));
      if (ids.length === 0) throw notFound('Ningún informe coincide con los filtros: no hay nada que incluir en el paquete de prueba');
      if (ids.length > PRUEBA_MAX_INFORMES) {
        throw badRequest(
          'demasiados_informes',
          `El paquete de prueba admite hasta ${PRUEBA_MAX_INFORMES} informes y los filtros abarcan ${ids.length.toLocaleString('es-CO')}. ` +
            'Acota la búsqueda (campaña, cliente, fechas…) y vuelve a intentarlo.',
        );
      }
      return enviar(request, reply, ids, { filtros }, `prueba-informes-${bogotaDate(new Date())}.pdf`);
    },
  );

  app.get(
    '/:id/prueba',
    {
      onRequest: read,
      preHandler: oneExportPerUser,
      schema: {
        ...contract('informes', 'getReportProof', 'Prueba (PDF) de un informe', signedIn(PARAMS, MISSING, ONE_EXPORT)),
        params: IdParams,
        response: { 200: PdfResponse },
      },
    },
    async (request, reply) => {
      const informe = await informes.findInforme(app.db, rowScope(currentUser(request)), request.params.id);
      if (!informe) throw notFound(MSG_INFORME.noEncontrado);
      return enviar(request, reply, [informe.id], { informe_id: informe.id }, `prueba-informe-${informe.id}-${bogotaDate(new Date())}.pdf`);
    },
  );
};

export default pruebaRoutes;
