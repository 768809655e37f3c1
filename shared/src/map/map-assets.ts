/**
 * Files the map chunk loads from this remote's own origin (webpack emits them next to the chunks; the URLs follow
 * wherever the remote is deployed): MapLibre's worker and stylesheet, and the offline map's GeoJSON.
 * Kept apart from the logic so unit tests never meet `import.meta`.
 */
export const MAP_ASSETS = {
  worker: new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href,
  stylesheet: new URL('maplibre-gl/dist/maplibre-gl.css', import.meta.url).href,
  land: new URL('./data/tierra.map-data.json', import.meta.url).href,
  places: new URL('./data/municipios.map-data.json', import.meta.url).href,
};
