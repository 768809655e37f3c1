import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rowScope } from '../../../platform/auth/row-scope';
import { ALERTA_FOTO_LABELS, IMAGE_LIMITS, type ImageMime, type SessionUser } from 'shared/contracts';
import type { Db } from '../../../platform/db/database';
import { conflict, notFound } from '../../../platform/http/errors';
import { auditOf } from '../../../platform/audit/audit';
import * as informes from '../../informes';
import { MSG_INFORME } from '../../informes';
import { locateFoto } from '../evidencia/geo';
import type { FileEvidencia } from '../evidencia/read';
import { lockAlertas } from '../evidencia/repository';
import { createNewFotoAlertas, hashAndCheck, recomputeAlertas } from '../evidencia/service';
import { assertRoomForOne, findEditableInforme } from './access';
import { MSG_ARCHIVOS } from './messages';
import * as repo from './repository';
import type { AlertaFoto } from './schemas';
import { displayName, finishStoredOriginal, receiveUpload } from './upload';
import { newStorageName, originalKey } from './photo-files';
import { UploadGuard } from '../images/index';
import { uploadMaxBytes } from '../../../platform/config';
import { writeAudit } from '../../../platform/audit/write-audit';
import { Readable } from 'node:stream';

/**
 * What a write to a report's photos does, once (docs/decisions/photos-storage.md): a photo recorded (both upload
 * paths: POST /upload/:id here, the tus uploads of /subidas through recordFoto), deleted, or one of its flags
 * reviewed; each with its checks, its audit event, the flags it changes and the client's acceptance it voids, in one
 * transaction.
 */

const audit = auditOf('informe_archivos');

function describeUbicacion(a: repo.ArchivoRow): string {
  const origen = repo.classifyUbicacion(a);
  if (origen === 'ninguna') return 'sin ubicación';
  return `${origen === 'gps' ? 'GPS automático' : 'ubicación manual'} ${a.latitud}, ${a.longitud}`;
}

/** A photo whose original and thumbnail are stored, waiting for its row. */
export interface StoredFoto {
  name: string;
  nombreOriginal: string;
  mime: ImageMime;
  size: number;
  sha256: string;
  latitud: number | null;
  longitud: number | null;
  tieneMetadatosGps: boolean;
  /** What the server read from the stored original (docs/decisions/photo-evidence.md). */
  evidencia: FileEvidencia;
}

/** A photo recorded (`replayed`: the report already had these bytes, answered instead), with its flags when new. */
export interface RecordedFoto {
  row: repo.ArchivoRow;
  replayed: boolean;
  alertas?: AlertaFoto[];
}

/**
 * One transaction under the report's lock (FOR UPDATE): the user may still change its photos, a photo with the
 * same SHA-256 already in the report is answered instead of a second row (`replayed`), the maximum is counted again,
 * then the row and its audit event. Ten uploads at once serialise on that lock. The caller removes the stored
 * objects when this throws or replays.
 */
export async function recordFoto(
  db: Db,
  caller: informes.Caller,
  distanciaKm: number,
  informeId: number,
  photo: StoredFoto,
  /** Awaited before the row commits: the original becoming durable may overlap the transaction's queries. */
  beforeCommit?: () => Promise<void>,
): Promise<RecordedFoto> {
  return db.transaction().execute(async (trx) => {
    const informe = await findEditableInforme(trx, caller.user, informeId, true);
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
      ...locateFoto({ latitud: photo.latitud, longitud: photo.longitud, tiene_metadatos_gps: photo.tieneMetadatosGps }, evidencia),
      ...evidencia,
      dhash,
      evidencia_leida_at: new Date(),
      ...(caller.at ? { creado_at: caller.at } : {}),
    });
    // The report the client accepted had other photos (read under the lock above: it cannot change meanwhile).
    if (informe.aceptado) await informes.clearAceptacion(trx, informeId);
    await writeAudit(trx, {
      usuario: { id: caller.user.id, usuario: caller.user.usuario },
      accion: 'CREAR',
      tabla: 'informe_archivos',
      registro_id: created.id,
      detalles: `Imagen "${created.nombre_original}" subida al informe #${informeId} (${describeUbicacion(created)})`,
      ip: caller.ip,
      creado_at: caller.at,
    });
    // Its flags, and the other side of a duplicate (docs/decisions/photo-evidence.md); near copies follow its hash.
    // The flags' lock after the report's, before any flag row is written (once for the transaction).
    await lockAlertas(trx);
    const alertas = await createNewFotoAlertas(trx, informeId, { ...created, sha256: photo.sha256 }, distanciaKm);
    // Object first, row second (docs/decisions/photos-storage.md, crash safety): never a row without its original.
    await beforeCommit?.();
    // Last: the campaign's compliance may have moved (GET /eventos).
    await informes.publishInformeActualizado(trx, informeId);
    return { row: created, replayed: false, alertas };
  });
}

/** The photo's difference hash and the flags it makes, after the answer (docs/decisions/photo-evidence.md). */
export function hashFotoLater(app: FastifyInstance, request: FastifyRequest, name: string): void {
  void app.photos.later(
    () => hashAndCheck(app.db, app.photos.storage, name, app.config.evidenciaDistanciaKm),
    (err) => request.log.warn({ err: String(err), archivo: name }, 'no se pudo calcular la huella de la foto (se hará al reiniciar)'),
  );
}

/**
 * A photo's bytes from inside the server (the demo data, modules/demo), stored and recorded the way an upload is:
 * type and size checked (UploadGuard: 415, 413), the original stored, its thumbnail and EXIF (finishStoredOriginal),
 * the row under the caller's permission with its audit event and flags (recordFoto), then its difference hash and
 * near copies (hashAndCheck, here awaited instead of queued after an answer). The location is the file's own GPS.
 */
export async function storeFoto(app: FastifyInstance, caller: informes.Caller, informeId: number, foto: { bytes: Buffer; nombre: string }) {
  const nombreOriginal = displayName(foto.nombre);
  const name = newStorageName();
  const guard = new UploadGuard(nombreOriginal, uploadMaxBytes(app.config), app.config.uploadMaxMb);
  const distanciaKm = app.config.evidenciaDistanciaKm;
  try {
    const original = await app.photos.storage.put(originalKey(name), Readable.from([foto.bytes]).pipe(guard), {
      contentType: 'application/octet-stream',
    });
    const evidencia = await finishStoredOriginal(app.photos, name, nombreOriginal);
    const stored = { name, nombreOriginal, mime: guard.type!.mime, size: original.size, sha256: original.sha256 };
    const recorded = await recordFoto(app.db, caller, distanciaKm, informeId, {
      ...stored,
      latitud: null,
      longitud: null,
      tieneMetadatosGps: false,
      evidencia,
    });
    if (recorded.replayed) {
      await app.photos.remove(name);
      return recorded;
    }
    await hashAndCheck(app.db, app.photos.storage, name, distanciaKm);
    return recorded;
  } catch (err) {
    await app.photos.remove(name).catch(() => undefined);
    throw err;
  }
}

/**
 * POST /upload/:reportId: cheap checks before any byte is stored (the count is checked again, under the report's
 * lock, before the row); `receiving` is called once they pass (work after earlier answers waits: photo-files.ts).
 * Then the multipart body (upload.ts) and the row (recordFoto). A photo the report already has is answered as
 * `replayed` and its bytes are not kept; whatever fails leaves nothing stored.
 */
export async function uploadArchivo(
  app: FastifyInstance,
  request: FastifyRequest,
  user: SessionUser,
  informeId: number,
  receiving: () => void,
): Promise<RecordedFoto> {
  await findEditableInforme(app.db, user, informeId);
  receiving();
  const outcome = await receiveUpload(request, app.photos, app.config.uploadMaxMb, {
    existing: (sha256) => repo.findArchivoBySha256(app.db, informeId, sha256),
    roomForOne: () => assertRoomForOne(app.db, informeId),
    received: (bytes) => app.fotosReceived('multipart', bytes),
  });
  if (outcome.kind === 'duplicate') return { row: outcome.row, replayed: true };
  const { upload } = outcome;
  try {
    const recorded = await recordFoto(app.db, informes.callerOf(request), app.config.evidenciaDistanciaKm, informeId, {
      name: upload.name,
      nombreOriginal: upload.nombreOriginal,
      mime: upload.format.mime,
      size: upload.original.size,
      sha256: upload.original.sha256,
      latitud: upload.latitud,
      longitud: upload.longitud,
      tieneMetadatosGps: upload.tieneMetadatosGps,
      evidencia: upload.evidencia,
    });
    if (recorded.replayed) {
      // The same photo arrived meanwhile by another request: its bytes are already stored once.
      await app.photos.remove(upload.name);
      return { row: recorded.row, replayed: true };
    }
    // The difference hash decodes the image: after the answer (docs/decisions/photo-evidence.md).
    hashFotoLater(app, request, upload.name);
    return recorded;
  } catch (err) {
    // No row: the stored objects must not stay (the start-up sweep would find them otherwise).
    await app.photos.remove(upload.name).catch((e: unknown) => request.log.warn({ err: String(e) }, 'no se pudo quitar una subida rechazada'));
    throw err;
  }
}

/** The photo `id` of a report inside the user's scope, else 404 like one that does not exist. */
async function findArchivoInScope(db: Db, user: SessionUser, id: number): Promise<repo.ArchivoRow> {
  const a = await repo.findArchivo(db, id);
  if (!a || !(await informes.findInforme(db, rowScope(user), a.informe_id))) throw notFound(MSG_ARCHIVOS.noEncontrado);
  return a;
}

/**
 * DELETE /archivos/:id: the row (its objects are queued by trigger and removed after the commit), the client's
 * acceptance voided, the audit event, and the flags of its report and of those that named it recomputed.
 */
export async function deleteArchivo(app: FastifyInstance, request: FastifyRequest, user: SessionUser, id: number): Promise<void> {
  const a = await findArchivoInScope(app.db, user, id);
  await app.db.transaction().execute(async (trx) => {
    await findEditableInforme(trx, user, a.informe_id, true);
    await lockAlertas(trx); // before the cascade deletes the photo's flags
    await repo.deleteArchivo(trx, a.id);
    await informes.clearAceptacion(trx, a.informe_id); // the report the client accepted had this photo
    await audit(trx, request, 'ELIMINAR', a.id, `Imagen "${a.nombre_original}" eliminada del informe #${a.informe_id}`);
    // The reports whose flags named this report are recomputed with it (docs/decisions/photo-evidence.md).
    await recomputeAlertas(trx, [a.informe_id], app.config.evidenciaDistanciaKm);
    await informes.publishInformeActualizado(trx, a.informe_id);
  });
  await app.photos.sweepDeleted().catch((err: unknown) => request.log.warn({ err: String(err) }, 'objetos por borrar quedan en cola'));
}

/** An administrator settles a flag with a comment; the flag stays, marked reviewed (docs/decisions/photo-evidence.md). */
export async function reviewAlerta(
  db: Db,
  caller: informes.Caller,
  ids: { id: number; alertaId: number },
  comentario: string,
): Promise<repo.ArchivoRow> {
  const { user } = caller;
  return db.transaction().execute(async (trx) => {
    const a = await findArchivoInScope(trx, user, ids.id);
    const alerta = await repo.findAlerta(trx, ids.id, ids.alertaId);
    if (!alerta) throw notFound(MSG_ARCHIVOS.alertaNoEncontrada);
    if (alerta.revisada_at !== null) throw conflict('alerta_ya_revisada', MSG_ARCHIVOS.alertaYaRevisada);
    await repo.updateAlertaRevision(trx, alerta.id, { id: user.id, usuario: user.usuario }, comentario, caller.at);
    await writeAudit(trx, {
      usuario: { id: user.id, usuario: user.usuario },
      accion: 'ACTUALIZAR',
      tabla: 'informe_archivos',
      registro_id: a.id,
      detalles:
        `Alerta "${ALERTA_FOTO_LABELS[alerta.tipo]}" de la imagen "${a.nombre_original}" (informe #${a.informe_id}) revisada: ` +
        `${alerta.motivo}. Comentario: ${comentario}`,
      ip: caller.ip,
      creado_at: caller.at,
    });
    await informes.publishInformeActualizado(trx, a.informe_id);
    return a;
  });
}

/** The photos of report `informeId` if the user may read it (404 otherwise), in upload order. */
export async function listInformeArchivos(db: Db, user: SessionUser, informeId: number) {
  const informe = await informes.findInforme(db, rowScope(user), informeId);
  if (!informe) throw notFound(MSG_INFORME.noEncontrado);
  return { informe, rows: await repo.listArchivos(db, informe.id) };
}
