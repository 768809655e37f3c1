export { ImagePicker } from './image-picker';
export { LocationSummary } from './location-summary';
export { useImageSelection } from './use-image-selection';
