/** Removes one stored object; must succeed when the object is already gone (a sweep may repeat). */
export type BorrarObjeto = (nombreAlmacenado: string) => Promise<void>;
import type { Db } from '../../../platform/db/database';

/**
 * Second half of deleting files (docs/decisions/informes-borrado.md): the rows are gone and their stored objects
 * were queued in archivos_pendientes_borrado by the same transaction; this removes each object from storage and
 * only then its queue row. A crash in between leaves the queue row, and the next sweep (after the next delete, or
 * at start-up) removes the object again. Stops at the first storage failure, leaving the rest queued.
 * Returns how many objects it removed.
 */
export async function barrerArchivosBorrados(db: Db, borrar: BorrarObjeto, lote = 100): Promise<number> {
  let borrados = 0;
  for (;;) {
    const pendientes = await db.selectFrom('archivos_pendientes_borrado').select(['id', 'nombre_almacenado']).orderBy('id').limit(lote).execute();
    for (const p of pendientes) {
      await borrar(p.nombre_almacenado);
      await db.deleteFrom('archivos_pendientes_borrado').where('id', '=', p.id).execute();
      borrados++;
    }
    if (pendientes.length < lote) return borrados;
  }
}
