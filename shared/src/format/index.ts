export { formatCOP } from './currency';
export { formatInteger, formatPercent } from './number';
export {
  BUSINESS_TIME_ZONE,
  bogotaIsoDate,
  formatDate,
  formatDateTime,
  formatFechaHora,
  formatLongDate,
  formatPhotoTaken,
  MONTHS,
  toDate,
  type DateLocale,
} from './date';
export { formatBytes } from './bytes';
export { isEmail, joinPresent, trimOrNull } from './text';
