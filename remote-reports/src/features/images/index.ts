export { ImagePicker } from './image-picker';
export { LocationSummary } from './location-summary';
export { type GeoPoint } from './read-gps';
export { useImageSelection, type LocationSource } from './use-image-selection';
