import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema';

/** Colombia's departments and municipalities (DANE DIVIPOLA, api/data) with their codes and coordinates. */
const DIVIPOLA_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'data', 'colombia-divipola.json');

interface Divipola {
  departamentos: Array<{
    codigo: string;
    nombre: string;
    municipios: Array<{ codigo: string; nombre: string; lat: number; lon: number }>;
  }>;
}

export async function seedGeografia(trx: Transaction<DB>): Promise<void> {
  const data = JSON.parse(readFileSync(DIVIPOLA_FILE, 'utf8')) as Divipola;
  // Departments carry no coordinates in the source: use the mean of their municipal seats.
  const provincias = data.departamentos.map((d) => ({
    codigo_dane: d.codigo,
    nombre: d.nombre,
    latitud: round6(d.municipios.reduce((s, m) => s + m.lat, 0) / d.municipios.length),
    longitud: round6(d.municipios.reduce((s, m) => s + m.lon, 0) / d.municipios.length),
  }));
  await trx
    .insertInto('provincias')
    .values(provincias)
    .onConflict((oc) => oc.column('codigo_dane').doNothing())
    .execute();
  const ids = new Map((await trx.selectFrom('provincias').select(['id', 'codigo_dane']).execute()).map((p) => [p.codigo_dane, p.id]));

  const localidades = data.departamentos.flatMap((d) =>
    d.municipios.map((m) => ({
      provincia_id: ids.get(d.codigo)!,
      codigo_dane: m.codigo,
      nombre: m.nombre,
      latitud: m.lat,
      longitud: m.lon,
    })),
  );
  for (let i = 0; i < localidades.length; i += 500) {
    await trx
      .insertInto('localidades')
      .values(localidades.slice(i, i + 500))
      .onConflict((oc) => oc.column('codigo_dane').doNothing())
      .execute();
  }
}

function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}
