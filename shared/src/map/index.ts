// shared/map: the product's maps (docs/decisions/offline-map.md). This entry is small: every map component is loaded
// on demand in its own chunk (lazy-maps.tsx), never in a screen's first bundle.
export { LazyPhotoMap, LazyPointPicker, LazySitesMap } from './lazy-maps';
export { SiteSymbol, SITE_SYMBOLS, type SiteShape, type SiteSymbolProps } from './site-symbol';
export { loadMunicipios, nearestMunicipio } from './municipios';
export { formatPoint } from './geo';
export {
  COLOMBIA_VIEW,
  DEFAULT_VIEW,
  MAP_HEIGHT,
  type GeoPoint,
  type LocationSource,
  type MapSite,
  type MapSiteArea,
  type Municipio,
  type PhotoMarker,
} from './map-types';
export type { PhotoMapProps } from './photo-map';
export type { SitesMapProps } from './sites-map';
export type { PointPickerProps } from './point-picker';
