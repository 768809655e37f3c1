import type { Db } from '../../platform/db/database';
import type { Generated } from 'kysely';
import { spanishCollator } from '../../platform/lib/search';
import type { Localidad, Provincia } from 'shared/contracts';
import type { NullableNumeric } from '../../platform/db/schema';

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

/* Its tables (migrations/*.sql), added to the database type of the platform. */
interface ProvinciasTable {
  id: Generated<number>;
  codigo_dane: string;
  nombre: string;
  latitud: NullableNumeric;
  longitud: NullableNumeric;
}

interface LocalidadesTable {
  id: Generated<number>;
  provincia_id: number;
  codigo_dane: string;
  nombre: string;
  latitud: NullableNumeric;
  longitud: NullableNumeric;
}

declare module '../../platform/db/schema' {
  interface DB {
    provincias: ProvinciasTable;
    localidades: LocalidadesTable;
  }
}
