import type { EstadoControl, TipoSitio } from 'shared/contracts';

/** A position on the map, in degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Where a photo's position came from: its own GPS metadata, or a click on the map. */
export type LocationSource = 'gps' | 'manual';

/** One located photo on a map. */
export interface PhotoMarker {
  id: string;
  lat: number;
  lng: number;
  /** GPS (round) or manual (diamond); absent when not known (a site's photos): a plain round "Foto" pin. */
  source?: LocationSource;
  name: string;
  /** Thumbnail shown in the marker's popup (blob: URL before upload, signed URL after). */
  thumbnailUrl: string;
}

/** A site as the map draws it (GET /sitios/mapa's SitioPunto). */
export interface MapSite {
  id: number;
  codigo: string;
  nombre: string;
  tipo: TipoSitio;
  lat: number;
  lng: number;
  activo: boolean;
  /**
   * Its compliance state in a campaign (docs/decisions/cumplimiento.md), when the map shows one: drawn as a badge on
   * its symbol (shape, glyph, colour), named with it and listed in the legend.
   */
  estado?: EstadoControl;
}

/** A site drawn with its geofence: its symbol at the point, the circle of `radiusM` metres around it. */
export interface MapSiteArea {
  lat: number;
  lng: number;
  radiusM: number;
  tipo: TipoSitio;
  nombre: string;
}

/** A DANE municipality of the offline map's data: its name, its department's name and its point. */
export interface Municipio {
  nombre: string;
  departamento: string;
  lat: number;
  lng: number;
}

/** Bogotá, where the map opens when nothing else is known. */
export const DEFAULT_VIEW = { lat: 4.6097, lng: -74.0817, zoom: 13 } as const;

/** The whole of Colombia: a map of many places opens here when it has none to show. */
export const COLOMBIA_VIEW = { lat: 4.3, lng: -73.8, zoom: 4.6 } as const;

export const MAP_HEIGHT = '24rem';
