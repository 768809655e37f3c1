import type { GeoPoint } from './map-types';

/** A GeoJSON polygon feature (the one shape these helpers make). */
export interface PolygonFeature {
  type: 'Feature';
  properties: Record<string, never>;
  geometry: { type: 'Polygon'; coordinates: [number, number][][] };
}

/** Mean Earth radius in metres (as distanciaMetros in shared/contracts). */
const EARTH_M = 6_371_008.8;

/**
 * A circle of `radiusM` metres around `center` as a GeoJSON polygon (`steps` vertices): a site's geofence drawn on the
 * map. Computed on the sphere, so it stays round at any latitude of Colombia.
 */
export function circlePolygon(center: GeoPoint, radiusM: number, steps = 64): PolygonFeature {
  const lat1 = (center.lat * Math.PI) / 180;
  const lng1 = (center.lng * Math.PI) / 180;
  const d = radiusM / EARTH_M;
  const ring: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const bearing = ((i % steps) / steps) * 2 * Math.PI;
    const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing));
    const lng2 = lng1 + Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
    ring.push([round((lng2 * 180) / Math.PI), round((lat2 * 180) / Math.PI)]);
  }
  return { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } };
}

const round = (n: number) => Math.round(n * 1e7) / 1e7;

/** The box around `points` as MapLibre takes it ([[west, south], [east, north]]), or null without points. */
export function boundsOf(points: readonly GeoPoint[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const p of points) {
    west = Math.min(west, p.lng);
    east = Math.max(east, p.lng);
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/** "4.65120, -74.09530": a position as the coordinate fields and the markers' names write it. */
export function formatPoint(point: GeoPoint): string {
  return `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
}
