export { LazyPhotoMap } from './lazy-photo-map';
export { DEFAULT_VIEW, MAP_HEIGHT, type GeoPoint, type PhotoMarker } from './map-types';
export type { PhotoMapProps } from './photo-map';
