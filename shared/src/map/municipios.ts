import { distanciaMetros } from 'shared/contracts';
import type { GeoPoint, Municipio } from './map-types';

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
