import { rowScope } from '../../../platform/auth/row-scope';
import { estadoLabel, IMAGE_LIMITS, puedeEditarInforme, type SessionUser } from 'shared/contracts';
import type { Db } from '../../../platform/db/database';
import { conflict, HttpError, notFound } from '../../../platform/http/errors';
import * as informes from '../../informes';
import { MSG_INFORME } from '../../informes';
import { MSG_ARCHIVOS } from './messages';
import * as repo from './repository';

/**
 * Who may change a report's photos (both upload paths, the photo delete; docs/decisions/photos-storage.md): the
 * report's author while it is Pendiente, or an administrator; and the report's room for one more photo.
 */

/** The report if the user may change its photos: 404 out of scope, 409 when only its state forbids it, 403 otherwise. */
export async function findEditableInforme(db: Db, user: SessionUser, id: number, lock = false) {
  return checkMayEditFotos(user, await informes.findInformeEditable(db, rowScope(user), id, lock));
}

/**
 * findEditableInforme, and in the same query how many photos the report holds and which one has these bytes
 * (`mismo_id`): the checks of a tus upload's creation. Not under the lock (recordFoto checks again).
 */
export async function findEditableInformeWithFotos(db: Db, user: SessionUser, id: number, sha256: string) {
  return checkMayEditFotos(user, await informes.findInformeEditableWithFotos(db, rowScope(user), id, sha256));
}

/** The report (as read: undefined when out of scope) if the user may change its photos; findEditableInforme's refusals. */
export function checkMayEditFotos<T extends informes.InformeEditable>(user: SessionUser, informe: T | undefined): T {
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
