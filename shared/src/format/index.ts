export { formatCOP } from './currency';
export { formatDate, formatDateTime, formatFechaHora, formatLongDate, toDate, type DateLocale } from './date';
export { formatBytes } from './bytes';
