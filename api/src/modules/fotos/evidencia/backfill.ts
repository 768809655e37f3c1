import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db/database';
import { StorageNotFoundError, type Storage } from '../storage/index';
import { NO_EVIDENCIA } from './exif';
import { readStoredEvidence, type FileEvidencia } from './read';
import { listUnreadArchivos } from './repository';
import { saveEvidencia } from './service';

/**
 * Photos stored before the evidence existed are read once (docs/decisions/photo-evidence.md): only rows with
 * `evidencia_leida_at IS NULL`, or whose after-the-answer hash a stop interrupted (`dhash_leido_at IS NULL`), a few at
 * a time, each photo's columns and its report's flags in one transaction.
 * Running it again changes nothing. Photos without coordinates whose file has GPS get that position (automatic).
 */

/** Photos read at once: each read decodes an image at 1/8 scale (a few MB), the machine has few cores. */
const CONCURRENCY = 2;
const PAGE = 50;

export interface BackfillResult {
  leidas: number;
  sinArchivo: number;
  fallidas: number;
}

/** Reads every unread photo; resolves when none is left (or only those whose read failed now). */
export async function backfillEvidencia(
  db: Db,
  storage: Storage,
  options: {
    distanciaKm: number;
    log?: FastifyBaseLogger;
    /** Set to stop after the photos being read. */
    stop?: { stopped: boolean };
    /** Photos stored from then on get their hash after their upload's answer (hashAndCheck), not here. */
    storedBefore?: Date;
  },
): Promise<BackfillResult> {
  const result: BackfillResult = { leidas: 0, sinArchivo: 0, fallidas: 0 };
  const fallidas = new Set<number>();
  for (;;) {
    if (options.stop?.stopped) return result;
    const pagina = await listUnreadArchivos(db, { limit: PAGE, storedBefore: options.storedBefore, except: [...fallidas] });
    if (pagina.length === 0) return result;
    let next = 0;
    const worker = async () => {
      while (next < pagina.length && !options.stop?.stopped) {
        const foto = pagina[next++];
        let evidencia: FileEvidencia;
        try {
          evidencia = await readStoredEvidence(storage, foto.nombre_almacenado);
        } catch (err) {
          if (!(err instanceof StorageNotFoundError)) {
            // The storage failed now (network, permissions): left unread for the next start.
            fallidas.add(foto.id);
            result.fallidas += 1;
            options.log?.warn({ archivo: foto.id, err: String(err) }, 'no se pudo leer la evidencia de una foto');
            continue;
          }
          // No original to read (a row written without a file): read as "nothing", so it is not tried again.
          evidencia = { ...NO_EVIDENCIA, dhash: null };
          result.sinArchivo += 1;
        }
        try {
          if (await saveEvidencia(db, foto.id, evidencia, options.distanciaKm)) result.leidas += 1;
        } catch (err) {
          fallidas.add(foto.id);
          result.fallidas += 1;
          options.log?.warn({ archivo: foto.id, err: String(err) }, 'no se pudo guardar la evidencia de una foto');
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  }
}
