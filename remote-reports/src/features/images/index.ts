export { ImagePicker, formatCoordinates, type ImagePickerProps } from './image-picker';
export { LocationSummary, type LocationSummaryProps } from './location-summary';
export { checkNewImages, pickerText, REPORT_PICKER_LIMITS, type PickerLimits, type PickerMessage } from './picker-rules';
export { readGps, EXIF_READ_BYTES, type GeoPoint } from './read-gps';
export {
  useImageSelection,
  countLocations,
  type ImageLocation,
  type LocationCounts,
  type LocationSource,
  type SelectedImage,
} from './use-image-selection';
