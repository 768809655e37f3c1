import type { FastifyInstance } from 'fastify';
import { SIGNED_URL_TTL_SECONDS } from '../../../platform/auth/signed-url';
import type { ImageMime } from 'shared/contracts';
import { listArchivoAlertas } from '../evidencia/repository';
import { classifyUbicacion, type ArchivoRow } from './repository';
import type { AlertaFoto, ArchivoInforme } from './schemas';

/** Photos as the API answers them, with their flags (one query for all). */
export async function presentArchivos(app: Pick<FastifyInstance, 'signedUrls' | 'db'>, rows: readonly ArchivoRow[]): Promise<ArchivoInforme[]> {
  const alertas = await listArchivoAlertas(
    app.db,
    rows.map((a) => a.id),
  );
  return rows.map((a) => toArchivo(app, a, alertas.get(a.id) ?? []));
}

/**
 * One photo as the API answers it (an upload's answer). `alertas`: its flags when the caller has them (a photo just
 * recorded: the flags its transaction wrote), else read.
 */
export async function presentArchivo(
  app: Pick<FastifyInstance, 'signedUrls' | 'db'>,
  row: ArchivoRow,
  alertas?: AlertaFoto[],
): Promise<ArchivoInforme> {
  return alertas ? toArchivo(app, row, alertas) : (await presentArchivos(app, [row]))[0];
}

/** A photo as the API answers it, with its short-lived signed links, its evidence and its flags. */
function toArchivo(app: Pick<FastifyInstance, 'signedUrls'>, a: ArchivoRow, alertas: AlertaFoto[]): ArchivoInforme {
  const original = app.signedUrls.link(a.id, 'original');
  return {
    id: a.id,
    informe_id: a.informe_id,
    nombre: a.nombre_original,
    mime: a.mime as ImageMime,
    tamano: a.tamano,
    sha256: a.sha256?.trim() ?? null,
    latitud: a.latitud,
    longitud: a.longitud,
    tiene_metadatos_gps: a.tiene_metadatos_gps,
    origen_ubicacion: classifyUbicacion(a),
    descargas: a.descargas,
    descargado_at: a.descargado_at,
    creado_at: a.creado_at,
    url: original,
    miniatura_url: app.signedUrls.link(a.id, 'miniatura'),
    descarga_url: `${original}&descarga=1`,
    urls_expiran_at: new Date(Date.now() + SIGNED_URL_TTL_SECONDS * 1000).toISOString(),
    evidencia: {
      tomada_local: a.tomada_local,
      tomada_offset: a.tomada_offset,
      tomada_at: a.tomada_at,
      camara_marca: a.camara_marca,
      camara_modelo: a.camara_modelo,
      gps_latitud: a.gps_latitud,
      gps_longitud: a.gps_longitud,
    },
    alertas,
  };
}
