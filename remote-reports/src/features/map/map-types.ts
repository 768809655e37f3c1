import type { GeoPoint, LocationSource } from '../images/index';

export type { GeoPoint, LocationSource };

/** One located photo on a map. */
export interface PhotoMarker {
  id: string;
  lat: number;
  lng: number;
  source: LocationSource;
  name: string;
  /** Thumbnail shown in the marker's popup (blob: URL before upload, signed URL after). */
  thumbnailUrl: string;
}

/** Bogotá, where the map opens when nothing else is known. */
export const DEFAULT_VIEW = { lat: 4.6097, lng: -74.0817, zoom: 13 } as const;

export const MAP_HEIGHT = '24rem';
