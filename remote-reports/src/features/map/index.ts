export { LazyPhotoMap } from './lazy-photo-map';
export { type PhotoMarker } from './map-types';
