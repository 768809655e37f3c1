import type { Db } from '../../../platform/db/database';
import type { Storage } from '../storage/index';
import { bloquearAlertas, recalcularAlertas, registrarParecidas } from './alertas';
import { hashStored } from './read';

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
    await bloquearAlertas(trx);
    const row = await trx
      .updateTable('informe_archivos')
      .set({ dhash, dhash_leido_at: new Date() })
      .where('nombre_almacenado', '=', name)
      .where('dhash_leido_at', 'is', null)
      .returning(['id', 'informe_id'])
      .executeTakeFirst();
    if (!row || dhash === null) return;
    await registrarParecidas(trx, row.id);
    await recalcularAlertas(trx, [row.informe_id], distanciaKm);
  });
}
