import { MAP_ASSETS } from './map-assets';
import { municipiosOf } from './municipios';

/** Fetches the offline map's places file (an asset of this build, beside the map's chunk). */
export async function fetchMunicipios() {
  const response = await fetch(MAP_ASSETS.places);
  if (!response.ok) throw new Error(`No se pudo leer la lista de municipios (${response.status})`);
  return municipiosOf(await response.json());
}
