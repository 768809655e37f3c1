import { distanciaMetros } from 'shared/contracts';
import type { GeoPoint } from './map-types';

/** A DANE municipality of the offline map's data: its name, its department's name and its point. */
export interface Municipio {
  nombre: string;
  departamento: string;
  lat: number;
  lng: number;
}

/** The places GeoJSON (scripts/webpack/map-data-loader.cjs, kind "places") as the browser receives it. */
interface PlacesCollection {
  features: Array<{ properties: { nombre: string; departamento: string }; geometry: { coordinates: [number, number] } }>;
}

/** The municipalities of a places GeoJSON. */
export function municipiosOf(collection: PlacesCollection): Municipio[] {
  return collection.features.map((f) => ({
    nombre: f.properties.nombre,
    departamento: f.properties.departamento,
    lng: f.geometry.coordinates[0],
    lat: f.geometry.coordinates[1],
  }));
}

/**
 * The municipality whose DANE point is nearest to `point`, with its distance in metres; null for an empty list.
 * What a click on the map fills in a site's form (the API then checks the point is near it).
 */
export function nearestMunicipio<T extends GeoPoint>(list: readonly T[], point: GeoPoint): { municipio: T; metros: number } | null {
  let best: { municipio: T; metros: number } | null = null;
  for (const m of list) {
    const metros = distanciaMetros(point.lat, point.lng, m.lat, m.lng);
    if (!best || metros < best.metros) best = { municipio: m, metros };
  }
  return best;
}

let loading: Promise<Municipio[]> | undefined;

/**
 * The 1 122 DANE municipalities, from the offline map's own file (≈ 20 KB gzip, fetched once, in its own small chunk):
 * no API call, and the same points the map draws. A failure is not remembered: the next call tries again.
 */
export function loadMunicipios(): Promise<Municipio[]> {
  loading ??= import(/* webpackChunkName: "mapa-municipios" */ './municipios-file')
    .then((mod) => mod.fetchMunicipios())
    .catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
  return loading;
}
