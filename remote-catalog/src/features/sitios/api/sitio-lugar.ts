import { distanciaMetros, type Localidad, type Provincia } from 'shared/contracts';
import type { GeoPoint } from 'shared/map';

/** Case, accents, ñ and punctuation folded: "Bogotá, D.C." and "bogota d c" are the same name. */
export function plegar(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The department named `nombre` (the offline map's data names them as DANE does, like the API's list). */
export function provinciaPorNombre(provincias: readonly Provincia[], nombre: string): Provincia | undefined {
  const wanted = plegar(nombre);
  return provincias.find((p) => plegar(p.nombre) === wanted);
}

/** The municipality of a department's list whose DANE point is nearest to `point` (those without one are skipped). */
export function localidadMasCercana(localidades: readonly Localidad[], point: GeoPoint): Localidad | undefined {
  let best: { localidad: Localidad; metros: number } | undefined;
  for (const l of localidades) {
    if (l.latitud === null || l.longitud === null) continue;
    const metros = distanciaMetros(point.lat, point.lng, l.latitud, l.longitud);
    if (!best || metros < best.metros) best = { localidad: l, metros };
  }
  return best?.localidad;
}
