import type { StyleSpecification } from 'maplibre-gl';

export interface OfflineStyleData {
  /** GeoJSON of Colombia and its neighbours' land (property `pais`: ISO A3). */
  land: string;
  /** GeoJSON points of the DANE municipalities (properties `nombre`, `departamento`, `capital`). */
  places: string;
}

const PALETTE = {
  light: { sea: '#cfe3f2', land: '#f4f1e8', colombia: '#fbfaf5', border: '#9aa5b1', place: '#475569', text: '#1f2937', halo: '#ffffff' },
  dark: { sea: '#0b1a2b', land: '#1e293b', colombia: '#273449', border: '#64748b', place: '#cbd5e1', text: '#e2e8f0', halo: '#0b1120' },
};

/**
 * The map style bundled with the product, used when MAP_STYLE_URL is unset or its style/tiles fail: no network
 * beyond this remote's own files. Land outlines (Colombia lighter than its neighbours), the municipalities as
 * points, and their names. There is no `glyphs` URL: MapLibre ≥ 5.11 then draws labels with the browser's own
 * fonts (see docs/decisions/offline-map.md), so nothing else has to be downloaded.
 */
export function offlineStyle(data: OfflineStyleData, dark: boolean): StyleSpecification {
  const c = dark ? PALETTE.dark : PALETTE.light;
  return {
    version: 8,
    name: 'Informes de Campañas (sin conexión)',
    sources: {
      tierra: { type: 'geojson', data: data.land },
      municipios: { type: 'geojson', data: data.places },
    },
    layers: [
      { id: 'mar', type: 'background', paint: { 'background-color': c.sea } },
      {
        id: 'tierra',
        type: 'fill',
        source: 'tierra',
        paint: { 'fill-color': ['match', ['get', 'pais'], 'COL', c.colombia, c.land] },
      },
      {
        id: 'fronteras',
        type: 'line',
        source: 'tierra',
        paint: { 'line-color': c.border, 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.6, 10, 1.6] },
      },
      {
        id: 'municipios',
        type: 'circle',
        source: 'municipios',
        paint: {
          'circle-color': c.place,
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 4, ['case', ['get', 'capital'], 2.5, 1], 10, ['case', ['get', 'capital'], 6, 4]],
          'circle-stroke-color': c.halo,
          'circle-stroke-width': 1,
        },
      },
      {
        id: 'municipios-nombres',
        type: 'symbol',
        source: 'municipios',
        // Department capitals from zoom 5, every municipality from zoom 8 (collisions hide the rest).
        filter: ['any', ['get', 'capital'], ['>=', ['zoom'], 8]],
        layout: {
          'text-field': ['get', 'nombre'],
          'text-font': ['sans-serif'],
          'text-size': ['interpolate', ['linear'], ['zoom'], 5, 11, 12, 14],
          'text-offset': [0, 0.9],
          'text-anchor': 'top',
          'text-max-width': 8,
        },
        minzoom: 5,
        paint: { 'text-color': c.text, 'text-halo-color': c.halo, 'text-halo-width': 1.5 },
      },
    ],
  };
}
