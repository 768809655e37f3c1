import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SIGNED_URL_TTL_SECONDS } from '../../../platform/auth/signed-url';
import { rowScope } from '../../../platform/auth/row-scope';
import {
  estadoLabel,
  IMAGE_LIMITS,
  puedeEditarInforme,
  type AlertaFoto,
  type ArchivoInforme,
  type ImageMime,
  type SessionUser,
} from 'shared/contracts';
import type { Db } from '../../../platform/db/database';
import { alertasDeArchivos, alertasDeFotoNueva, bloquearAlertas } from '../evidencia/alertas';
import { ubicacionDeFoto } from '../evidencia/geo';
import type { EvidenciaLeida } from '../evidencia/read';
import { conflict, HttpError, notFound } from '../../../platform/http/errors';
import { auditOf } from '../../../platform/audit/audit';
import * as informes from '../../informes';
import { MSG_INFORME } from '../../informes';
import * as repo from './repository';

/**
 * What both upload paths share (POST /upload/:id and the tus uploads of /subidas; docs/decisions/photos-storage.md):
 * who may change a report's photos, the row and audit event of a stored photo, and the photo as the API answers it.
 */

const audit = auditOf('informe_archivos');

export const MSG_ARCHIVOS = {
  maximo: `Máximo ${IMAGE_LIMITS.maxPerReport} imágenes permitidas`,
  noEncontrado: 'Imagen no encontrada',
  noDisponible: 'La imagen ya no está disponible en el almacenamiento',
  alertaNoEncontrada: 'Alerta no encontrada',
  alertaYaRevisada: 'Esta alerta ya fue revisada',
  sinPermiso: 'Solo el autor del informe (mientras está Pendiente) o un administrador pueden cambiar sus imágenes',
  sha256: 'sha256 debe ser el SHA-256 de la imagen: 64 caracteres hexadecimales',
  sha256NoCoincide: (name: string) => `${name} no llegó completa o cambió durante el envío (su SHA-256 no coincide); vuelva a enviarla`,
} as const;

/** The report if the user may change its photos: 404 out of scope, 409 when only its state forbids it, 403 otherwise. */
export async function editableInforme(db: Db, user: SessionUser, id: number, lock = false) {
  return mayEditPhotos(user, await informes.findInformeEditable(db, rowScope(user), id, lock));
}

/**
 * editableInforme, and in the same query how many photos the report holds and which one has these bytes
 * (`mismo_id`): the checks of a tus upload's creation. Not under the lock (recordPhoto checks again).
 */
export async function editableInformeConFotos(db: Db, user: SessionUser, id: number, sha256: string) {
  return mayEditPhotos(user, await informes.findInformeEditableWithFotos(db, rowScope(user), id, sha256));
}

/** The report (as read: undefined when out of scope) if the user may change its photos; editableInforme's refusals. */
export function mayEditPhotos<T extends informes.InformeEditable>(user: SessionUser, informe: T | undefined): T {
  if (!informe) throw notFound(MSG_INFORME.noEncontrado);
  if (!puedeEditarInforme(user, informe)) {
    if (informe.creado_por === user.id) {
      throw conflict(
        'informe_no_editable',
        `Solo se pueden cambiar las imágenes de informes en estado Pendiente (este está ${estadoLabel(informe.estado)})`,
      );
    }
    throw new HttpError(403, 'sin_permiso', MSG_ARCHIVOS.sinPermiso);
  }
  return informe;
}

/** 409 when the report already holds the maximum of photos (checked again under the report's lock). */
export async function assertRoomForOne(db: Db, informeId: number): Promise<void> {
  if ((await repo.countArchivos(db, informeId)) >= IMAGE_LIMITS.maxPerReport) throw conflict('maximo_imagenes', MSG_ARCHIVOS.maximo);
}

/** A declared SHA-256 (multipart field or tus metadata `sha256`): 64 hex digits, any case; 400 otherwise. */
export function declaredSha256(raw: string | null | undefined): string | null {
  if (raw === undefined || raw === null || raw.trim() === '') return null;
  const value = raw.trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(value)) throw new HttpError(400, 'validacion', MSG_ARCHIVOS.sha256, {}, 'sha256');
  return value;
}

function ubicacionTexto(a: repo.ArchivoRow): string {
  const origen = repo.origenUbicacion(a);
  if (origen === 'ninguna') return 'sin ubicación';
  return `${origen === 'gps' ? 'GPS automático' : 'ubicación manual'} ${a.latitud}, ${a.longitud}`;
}

/** A photo whose original and thumbnail are stored, waiting for its row. */
export interface StoredPhoto {
  name: string;
  nombreOriginal: string;
  mime: ImageMime;
  size: number;
  sha256: string;
  latitud: number | null;
  longitud: number | null;
  tieneMetadatosGps: boolean;
  /** What the server read from the stored original (docs/decisions/photo-evidence.md). */
  evidencia: EvidenciaLeida;
}

/**
 * One transaction under the report's lock (FOR UPDATE): the user may still change its photos, a photo with the
 * same SHA-256 already in the report is answered instead of a second row (`replayed`), the maximum is counted again,
 * then the row and its audit event. Ten uploads at once serialise on that lock. The caller removes the stored
 * objects when this throws or replays.
 */
export async function recordPhoto(
  db: Db,
  request: FastifyRequest,
  user: SessionUser,
  informeId: number,
  photo: StoredPhoto,
  /** Awaited before the row commits: the original becoming durable may overlap the transaction's queries. */
  beforeCommit?: () => Promise<void>,
): Promise<{ row: repo.ArchivoRow; replayed: boolean; alertas?: AlertaFoto[] }> {
  return db.transaction().execute(async (trx) => {
    const informe = await editableInforme(trx, user, informeId, true);
    // One query for both (a report holds at most 10): the same bytes already there, else room for one more.
    const rows = await repo.listArchivos(trx, informeId);
    const existing = rows.find((r) => r.sha256?.trim() === photo.sha256);
    if (existing) return { row: existing, replayed: true };
    if (rows.length >= IMAGE_LIMITS.maxPerReport) throw conflict('maximo_imagenes', MSG_ARCHIVOS.maximo);
    const { dhash, ...evidencia } = photo.evidencia;
    const created = await repo.insertArchivo(trx, {
      informe_id: informeId,
      nombre_original: photo.nombreOriginal,
      nombre_almacenado: photo.name,
      mime: photo.mime,
      tamano: photo.size,
      sha256: photo.sha256,
      ...ubicacionDeFoto({ latitud: photo.latitud, longitud: photo.longitud, tiene_metadatos_gps: photo.tieneMetadatosGps }, evidencia),
      ...evidencia,
      dhash,
      evidencia_leida_at: new Date(),
    });
    // The report the client accepted had other photos (read under the lock above: it cannot change meanwhile).
    if (informe.aceptado) await informes.clearAceptacion(trx, informeId);
    await audit(
      trx,
      request,
      'CREAR',
      created.id,
      `Imagen "${created.nombre_original}" subida al informe #${informeId} (${ubicacionTexto(created)})`,
    );
    // Its flags, and the other side of a duplicate (docs/decisions/photo-evidence.md); near copies follow its hash.
    // The flags' lock after the report's, before any flag row is written (once for the transaction).
    await bloquearAlertas(trx);
    const alertas = await alertasDeFotoNueva(trx, informeId, { ...created, sha256: photo.sha256 }, request.server.config.evidenciaDistanciaKm);
    // Object first, row second (docs/decisions/photos-storage.md, crash safety): never a row without its original.
    await beforeCommit?.();
    return { row: created, replayed: false, alertas };
  });
}

/** Where the API is mounted (app.ts API_PREFIX): the signed links are paths on this origin. */
const API_BASE = '/api/v1';

/** Photos as the API answers them, with their flags (one query for all). */
export async function archivosDto(app: Pick<FastifyInstance, 'signedUrls' | 'db'>, rows: readonly repo.ArchivoRow[]): Promise<ArchivoInforme[]> {
  const alertas = await alertasDeArchivos(
    app.db,
    rows.map((a) => a.id),
  );
  return rows.map((a) => toArchivoDto(app, a, alertas.get(a.id) ?? []));
}

/**
 * One photo as the API answers it (an upload's answer). `alertas`: its flags when the caller has them (a photo just
 * recorded: the flags its transaction wrote), else read.
 */
export async function archivoDto(
  app: Pick<FastifyInstance, 'signedUrls' | 'db'>,
  row: repo.ArchivoRow,
  alertas?: AlertaFoto[],
): Promise<ArchivoInforme> {
  return alertas ? toArchivoDto(app, row, alertas) : (await archivosDto(app, [row]))[0];
}

/** A photo as the API answers it, with its short-lived signed links, its evidence and its flags. */
function toArchivoDto(app: Pick<FastifyInstance, 'signedUrls'>, a: repo.ArchivoRow, alertas: AlertaFoto[]): ArchivoInforme {
  const original = app.signedUrls.query(a.id, 'original');
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
    origen_ubicacion: repo.origenUbicacion(a),
    descargas: a.descargas,
    descargado_at: a.descargado_at,
    creado_at: a.creado_at,
    url: `${API_BASE}/archivos/${a.id}?${original}`,
    miniatura_url: `${API_BASE}/archivos/${a.id}/miniatura?${app.signedUrls.query(a.id, 'miniatura')}`,
    descarga_url: `${API_BASE}/archivos/${a.id}?${original}&descarga=1`,
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
