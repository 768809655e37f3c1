import { IMAGE_LIMITS } from 'shared/contracts';
import type { Db } from '../../../platform/db/database';
import { conflict, HttpError, notFound } from '../../../platform/http/errors';
import { MSG_ARCHIVOS } from '../archivos/messages';
import { MSG_INFORME } from '../../informes';
import * as repo from './repository';

/**
 * What unfinished resumable uploads may take (issue #34, point 2; docs/decisions/photos-storage.md, "Resumable
 * uploads: limits"). Each upload's bytes live on the server until it is finished, cancelled or expires (24 h), so a
 * creation is refused over:
 * - per report: more photos in flight than its free places (10 − photos stored). Uploads of the same bytes (a retry,
 *   two tabs) make one photo and take one place; one whose bytes the report already has takes none.
 *   → 409 `informe_con_subidas_pendientes`.
 * - per user: `uploadPendingPerUser` uploads or `uploadPendingMbPerUser` MB declared (Upload-Length), on every report.
 *   → 429 `demasiadas_subidas_pendientes`, Retry-After until the user's oldest upload expires.
 * A client that lost the answer to a creation (a cut connection) creates the upload again: the same user's third
 * upload of the same bytes to the same report replaces the oldest, so retries never pile up; and once the photo is
 * stored, the upload left behind (older than REDUNDANT_AFTER_MS) is dropped at the user's next creation, as are
 * uploads of reports deleted since.
 *
 * The decision and the new row are one transaction under an advisory lock on the user and the report's row lock:
 * exact across API instances on one PostgreSQL and across restarts (nothing is remembered in memory).
 */

/** Unfinished uploads of one photo (same user, report and SHA-256) kept at once; a new one replaces the oldest. */
const SAME_PHOTO_MAX = 2;
/**
 * An unfinished upload whose photo its report already has, this old, is one whose creation answer was lost (the
 * client went on with another): dropped at its user's next creation. Younger, it may be a second tab still sending.
 */
const REDUNDANT_AFTER_MS = 10 * 60_000;

export interface QuotaLimits {
  perUser: number;
  bytesPerUser: number;
  /** How long an upload lives unfinished (its row expires with it). */
  expiryMs: number;
}

export interface NewUpload {
  /** The upload's id as its URL shows it (32 hex). */
  id: string;
  userId: number;
  informeId: number;
  sha256: string;
  bytes: number;
}

const MB = 1024 * 1024;
const formatMb = (bytes: number) => `${Math.ceil(bytes / MB)} MB`;
const formatSubidas = (n: number) => `${n} ${n === 1 ? 'subida' : 'subidas'}`;

const MSG_CUPO = {
  informe: (fotos: number, enCurso: number) =>
    `El informe ya tiene ${IMAGE_LIMITS.maxPerReport} imágenes entre guardadas (${fotos}) y subidas sin terminar (${enCurso}). ` +
    'Termine o cancele las subidas pendientes de este informe (las que no se terminan caducan a las 24 h) antes de añadir otra.',
  usuario: (count: number, bytes: number, limits: QuotaLimits) =>
    `Tiene ${formatSubidas(count)} sin terminar (${formatMb(bytes)}); el máximo es ${formatSubidas(limits.perUser)} y ${formatMb(limits.bytesPerUser)}. ` +
    'Termine o cancele alguna antes de empezar otra; las que no se terminan caducan a las 24 h.',
};

/**
 * Claims the new upload's place. `dropped`: the user's uploads whose rows are gone now, replaced by this one or of a
 * report deleted since; the caller removes their bytes, then throws `refusal` when there is one (nothing claimed).
 */
export async function claimUpload(db: Db, limits: QuotaLimits, upload: NewUpload): Promise<{ dropped: string[]; refusal: HttpError | null }> {
  return db.transaction().execute(async (trx) => {
    const fotos = await repo.lockForCreation(trx, upload.userId, upload.informeId);
    // Deleted between the route's check and the lock.
    if (fotos === null) return { dropped: [], refusal: notFound(MSG_INFORME.noEncontrado) };
    if (fotos >= IMAGE_LIMITS.maxPerReport) return { dropped: [], refusal: conflict('maximo_imagenes', MSG_ARCHIVOS.maximo) };
    const pending = await repo.listPendingUploads(trx, upload.userId, upload.informeId, REDUNDANT_AFTER_MS);
    const mine = pending.filter((p) => p.usuario_id === upload.userId);
    // Of a report deleted since (they can never finish), or redundant (their photo is stored): they no longer count.
    const orphans = mine.filter((p) => p.huerfana || (p.guardada && !p.reciente)).map((p) => p.id);
    const samePhoto = mine.filter((p) => !orphans.includes(p.id) && p.informe_id === upload.informeId && p.sha256 === upload.sha256);
    const replaced = samePhoto.slice(0, Math.max(0, samePhoto.length - SAME_PHOTO_MAX + 1)).map((p) => p.id);
    const gone = new Set([...orphans, ...replaced]);
    const kept = pending.filter((p) => !gone.has(p.id));

    const refusal = refusalOf(limits, upload, fotos, kept);
    const dropped = refusal ? orphans : [...gone];
    await repo.deletePendingUploads(trx, dropped);
    if (!refusal) {
      await repo.insertPendingUpload(
        trx,
        { id: upload.id, usuario_id: upload.userId, informe_id: upload.informeId, sha256: upload.sha256, bytes: upload.bytes },
        limits.expiryMs,
      );
    }
    return { dropped, refusal };
  });
}

/** The cap the new upload would exceed, given the report's `fotos` and the uploads `kept` (the user's and the report's). */
function refusalOf(limits: QuotaLimits, upload: NewUpload, fotos: number, kept: readonly repo.PendingUpload[]): HttpError | null {
  const inFlight = new Set(kept.filter((p) => p.informe_id === upload.informeId && !p.guardada).map((p) => p.sha256));
  if (!inFlight.has(upload.sha256) && fotos + inFlight.size + 1 > IMAGE_LIMITS.maxPerReport) {
    return conflict('informe_con_subidas_pendientes', MSG_CUPO.informe(fotos, inFlight.size));
  }
  const mine = kept.filter((p) => p.usuario_id === upload.userId);
  const bytes = mine.reduce((sum, p) => sum + p.bytes, 0);
  if (mine.length + 1 <= limits.perUser && bytes + upload.bytes <= limits.bytesPerUser) return null;
  // Retry-After: when the oldest of them expires (sooner if the user finishes or cancels one).
  const oldest = Math.min(...mine.map((p) => Date.parse(p.expira_at)));
  const retryAfter = Number.isFinite(oldest) ? Math.max(1, Math.ceil((oldest - Date.now()) / 1000)) : 1;
  return new HttpError(429, 'demasiadas_subidas_pendientes', MSG_CUPO.usuario(mine.length, bytes, limits), {
    'retry-after': String(retryAfter),
  });
}
