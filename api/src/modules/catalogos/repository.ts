import type { Db } from '../../platform/db/database';
import { spanishCollator } from '../../platform/lib/search';
import type { Localidad, Provincia } from 'shared/contracts';

const byName = (a: Provincia, b: Provincia) => spanishCollator.compare(a.nombre, b.nombre) || a.id - b.id;

/** Departments (DANE), in Spanish alphabetical order (sorted here: the database collation may be C). */
export async function provincias(db: Db): Promise<Provincia[]> {
  const rows = await db.selectFrom('provincias').select(['id', 'nombre']).execute();
  return rows.sort(byName);
}

/** Municipalities of a department; null when the department does not exist. */
export async function localidades(db: Db, provinciaId: number): Promise<Localidad[] | null> {
  const rows = await db.selectFrom('localidades').select(['id', 'nombre', 'latitud', 'longitud']).where('provincia_id', '=', provinciaId).execute();
  if (rows.length === 0) {
    const exists = await db.selectFrom('provincias').select('id').where('id', '=', provinciaId).executeTakeFirst();
    if (!exists) return null;
  }
  return rows.sort(byName);
}
