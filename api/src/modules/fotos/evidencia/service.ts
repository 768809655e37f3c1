import type { AlertaFoto } from '../archivos/schemas';
import type { Db } from '../../../platform/db/database';
import type { Storage } from '../storage/index';
import { computeFotoAlertas, sortAlertas, type FotoFacts } from './rules';
import { locateFoto } from './geo';
import { MOTIVOS } from './motivos';
import { hashStored, type FileEvidencia } from './read';
import * as repo from './repository';

/**
 * A report's flags (informe_archivo_alertas, migration 014; docs/decisions/photo-evidence.md), recomputed in the
 * transaction of whatever changed their inputs: the current flags are upserted (a flag that still holds keeps its
 * row and its review), those that no longer hold are deleted. And the writes of what is read from a photo's file
 * after its upload's answer (its difference hash) or by the start-up backfill (its whole evidence).
 */

const alertaKey = (a: { archivo_id: number; tipo: string; informe_relacionado_id: number | null }) =>
  `${a.archivo_id}/${a.tipo}/${a.informe_relacionado_id ?? 0}`;

/** Recomputes one report's flags; returns the other reports its photos resemble. */
async function recomputeInformeAlertas(db: Db, id: number, distanciaKm: number): Promise<Set<number>> {
  const relacionados = new Set<number>();
  const informe = await repo.findInformeFacts(db, id);
  if (!informe) return relacionados;
  const fotos = await repo.listFotoFacts(db, id);
  const similares = await repo.listParecidas(db, id);
  const deseadas = fotos.flatMap((f: FotoFacts) => {
    const lista = similares.get(f.id) ?? [];
    for (const p of lista) relacionados.add(p.informe_id);
    return computeFotoAlertas(f, informe, lista, { distanciaKm }).map((a) => ({ ...a, archivo_id: f.id, informe_id: id }));
  });
  const actuales = await repo.listInformeAlertas(db, id);
  const byKey = new Map(actuales.map((a) => [alertaKey(a), a]));
  const quedan = new Set<string>();
  const nuevas = [];
  for (const d of deseadas) {
    const k = alertaKey(d);
    quedan.add(k);
    const actual = byKey.get(k);
    if (!actual) nuevas.push(d);
    else if (actual.motivo !== d.motivo) await repo.updateAlertaMotivo(db, actual.id, d.motivo);
  }
  await repo.deleteAlertas(
    db,
    actuales.filter((a) => !quedan.has(alertaKey(a))).map((a) => a.id),
  );
  await repo.insertAlertas(db, nuevas);
  return relacionados;
}

/**
 * The flags of a photo just added to report `informeId` (an upload; its answer waits for this). A new photo changes
 * no other photo of its report, so only its own flags are written; on the other side of a duplicate, each other
 * report's photo with the same bytes gets its `duplicada` naming this report in one statement (and loses a
 * `casi_duplicada` naming it, which the same bytes supersede), instead of recomputing those reports in full. Its near
 * copies come with its difference hash, after the answer (hashAndCheck). The same flags as
 * recomputeAlertas([informeId]) would write. Returns the photo's flags as written (its upload's answer shows them
 * without reading them again). Expects the flags' lock held (lockAlertas).
 */
export async function createNewFotoAlertas(
  db: Db,
  informeId: number,
  foto: FotoFacts & { sha256: string },
  distanciaKm: number,
): Promise<AlertaFoto[]> {
  const informe = await repo.findInformeFacts(db, informeId);
  if (!informe) return [];
  const otros = await repo.listInformesWithSha256(db, foto.sha256, informeId);
  const mismos = otros.map((informe_id) => ({ informe_id, mismosBytes: true }));
  const nuevas = computeFotoAlertas(foto, informe, mismos, { distanciaKm }).map((a) => ({ ...a, archivo_id: foto.id, informe_id: informeId }));
  const escritas = await repo.insertAlertas(db, nuevas);
  // What listArchivoAlertas would read back: a new photo's flags are not reviewed yet.
  const propias: AlertaFoto[] = sortAlertas(
    escritas
      .sort((a, b) => a.id - b.id)
      .map((r) => ({ id: r.id, tipo: r.tipo, motivo: r.motivo, informe_relacionado_id: r.informe_relacionado_id, revision: null })),
  );
  if (otros.length === 0) return propias;
  await repo.insertDuplicadaAlertas(db, foto.sha256, informeId, MOTIVOS.duplicada(informeId));
  return propias;
}

/**
 * Recomputes the flags of `informes` and of every report their photos resemble or whose flags name them (the other
 * side of a duplicate, before and after the change). Call it inside the changing transaction, with the flags' lock
 * held (lockAlertas).
 */
export async function recomputeAlertas(db: Db, informes: Iterable<number>, distanciaKm: number): Promise<void> {
  const primeros = [...new Set(informes)].sort((a, b) => a - b);
  if (primeros.length === 0) return;
  const segundos = new Set<number>(await repo.listInformesNaming(db, primeros));
  for (const id of primeros) for (const otro of await recomputeInformeAlertas(db, id, distanciaKm)) segundos.add(otro);
  for (const id of [...segundos].sort((a, b) => a - b)) if (!primeros.includes(id)) await recomputeInformeAlertas(db, id, distanciaKm);
}

/**
 * A new photo's difference hash, made after the upload's answer (docs/decisions/photo-evidence.md): it decodes the
 * image, which would cost the answer about as much as the thumbnail did. Then, under the flags' lock and in one
 * transaction, the near pairs it makes with other reports' photos and the flags of its report (and of the reports it
 * names). Only once per photo (`dhash_leido_at`): a photo deleted meanwhile, or hashed by the start-up backfill, is
 * left alone.
 */
export async function hashAndCheck(db: Db, storage: Storage, name: string, distanciaKm: number): Promise<void> {
  const dhash = await hashStored(storage, name);
  await db.transaction().execute(async (trx) => {
    await repo.lockAlertas(trx);
    const row = await repo.updateDhash(trx, name, dhash);
    if (!row || dhash === null) return;
    await repo.insertParecidas(trx, row.id);
    await recomputeAlertas(trx, [row.informe_id], distanciaKm);
  });
}

/**
 * The evidence read from an older photo's file (backfill.ts), its near pairs and its report's flags, in one
 * transaction. False when the photo is gone or was read meanwhile (another run, or its own after-the-answer hash).
 */
export async function saveEvidencia(db: Db, id: number, evidencia: FileEvidencia, distanciaKm: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // The flags' lock first: the reads run in parallel, the writes one at a time (no two of them wait on each other).
    await repo.lockAlertas(trx);
    const fila = await repo.findArchivoForEvidencia(trx, id);
    // Deleted, or read by another run (or its own after-the-answer hash) meanwhile.
    if (!fila || (fila.evidencia_leida_at !== null && fila.dhash_leido_at !== null)) return false;
    // Without a position, the file's GPS (automatic), as an upload would have placed it.
    await repo.updateEvidencia(trx, id, { ...evidencia, ...locateFoto(fila, evidencia) });
    await repo.insertParecidas(trx, id);
    await recomputeAlertas(trx, [fila.informe_id], distanciaKm);
    return true;
  });
}
