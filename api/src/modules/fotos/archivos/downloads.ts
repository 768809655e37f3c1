import type { Readable } from 'node:stream';
import type { Static } from '@sinclair/typebox';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FileVariant } from '../../../platform/auth/signed-url';
import type { SessionUser } from 'shared/contracts';
import { HttpError, notFound } from '../../../platform/http/errors';
import { listArchivoAlertas } from '../evidencia/repository';
import { StorageNotFoundError } from '../storage/index';
import { MSG_ARCHIVOS } from './messages';
import { originalKey, thumbnailKey } from './photo-files';
import * as repo from './repository';
import type { SignedQuery } from './schemas';
import { listInformeArchivos } from './service';
import { streamZip, zipFileName } from './zip';

/**
 * The bytes of a report's photos (docs/decisions/photos-storage.md, "Reading: short-lived signed links"): one file
 * by its signed link, or every original in the report's ZIP. A download that went out whole marks its photos
 * downloaded (the dashboard's "Descargados"): `sent` is for the caller to call then.
 */

/** Marks photos downloaded; a failure is only logged (the bytes went out anyway). */
function markDownloadedLater(app: FastifyInstance, log: FastifyBaseLogger, ids: readonly number[]) {
  return () => {
    repo.markDownloaded(app.db, ids).catch((err: unknown) => log.warn({ err: String(err) }, 'no se pudo marcar la descarga'));
  };
}

/**
 * GET /archivos/:id and /archivos/:id/miniatura: the link is checked before the database (a bad link learns
 * nothing); a thumbnail not made yet (tus uploads make it after their answer) or lost to a crash is made now; a row
 * whose object is missing is 404 and logged. `download`: the original as an attachment (descarga=1), marked
 * downloaded once sent.
 */
export async function openArchivoFile(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  id: number,
  variant: FileVariant,
  query: Static<typeof SignedQuery>,
): Promise<{ archivo: repo.ArchivoRow; body: Readable; download: boolean; sent?: () => void }> {
  app.signedUrls.verify(id, variant, query.exp, query.sig);
  const a = await repo.findArchivo(app.db, id);
  if (!a) throw notFound(MSG_ARCHIVOS.noEncontrado);
  const key = variant === 'original' ? originalKey(a.nombre_almacenado) : thumbnailKey(a.nombre_almacenado);
  let body;
  try {
    body = await app.photos.storage.get(key).catch(async (err: unknown) => {
      if (variant !== 'miniatura' || !(err instanceof StorageNotFoundError)) throw err;
      await app.photos.makeThumbnail(a.nombre_almacenado, a.nombre_original).catch(() => Promise.reject(err));
      return app.photos.storage.get(key);
    });
  } catch (err) {
    if (err instanceof StorageNotFoundError) {
      log.error({ archivo: a.id, key }, 'imagen registrada sin su objeto en el almacenamiento');
      throw new HttpError(404, 'no_encontrado', MSG_ARCHIVOS.noDisponible);
    }
    throw err;
  }
  const download = variant === 'original' && query.descarga === '1';
  return { archivo: a, body, download, sent: download ? markDownloadedLater(app, log, [a.id]) : undefined };
}

/**
 * GET /informes/:id/archivos.zip: every original of a report the user may read (404 when it has none), opened one at
 * a time as the archive reaches it, with ubicaciones.csv and the photos' flags.
 */
export async function openArchivosZip(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  user: SessionUser,
  informeId: number,
): Promise<{ fileName: string; body: Readable; sent: () => void }> {
  const { informe, rows } = await listInformeArchivos(app.db, user, informeId);
  if (rows.length === 0) throw notFound('Este informe no tiene imágenes');
  const body = streamZip(
    rows,
    await listArchivoAlertas(
      app.db,
      rows.map((a) => a.id),
    ),
    (a) => app.photos.storage.get(originalKey(a.nombre_almacenado)),
    (err) => log.error({ err: String(err) }, 'ZIP incompleto'),
  );
  const ids = rows.map((a) => a.id);
  return { fileName: zipFileName(informe.id, informe.campana), body, sent: markDownloadedLater(app, log, ids) };
}
