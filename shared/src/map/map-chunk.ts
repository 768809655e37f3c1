/**
 * The map's chunk ("mapa"): MapLibre, react-map-gl and every map of the kit, fetched the first time one is shown
 * (lazy-maps.tsx). Nothing outside this folder imports these files directly.
 */
export { stylesheetReady } from './base-map';
export { PhotoMap } from './photo-map';
export { SitesMap } from './sites-map';
export { PointPicker } from './point-picker';
