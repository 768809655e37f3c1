import { MAP_ASSETS } from './map-assets';
import type { Municipio } from './map-types';

/** The places GeoJSON (scripts/webpack/map-data-loader.cjs, kind "places") as the browser receives it. */
interface PlacesCollection {
  features: Array<{ properties: { nombre: string; departamento: string }; geometry: { coordinates: [number, number] } }>;
}

/** Fetches the offline map's places file (an asset of this build, beside the map's chunk): its municipalities. */
export async function fetchMunicipios(): Promise<Municipio[]> {
  const response = await fetch(MAP_ASSETS.places);
  if (!response.ok) throw new Error(`No se pudo leer la lista de municipios (${response.status})`);
  const collection = (await response.json()) as PlacesCollection;
  return collection.features.map((f) => ({
    nombre: f.properties.nombre,
    departamento: f.properties.departamento,
    lng: f.geometry.coordinates[0],
    lat: f.geometry.coordinates[1],
  }));
}
