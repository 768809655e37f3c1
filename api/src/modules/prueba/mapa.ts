import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../../platform/config';

/**
 * The proof pack's map (docs/decisions/proof-pack.md): Colombia and its neighbours' land and the DANE municipalities,
 * built from the same recipes as the browser's offline map (shared/src/map/data/*.map-data.json, through
 * scripts/webpack/map-data-loader.cjs), drawn as PDF vector paths. No tiles, no internet.
 */
type Ring = [number, number][];
interface MapData {
  /** Per country (ISO A3), its polygons (outer ring, then holes). */
  land: { pais: string; polygons: Ring[][] }[];
  places: { nombre: string; lon: number; lat: number; capital: boolean }[];
}

interface LandCollection {
  features: { properties: { pais: string }; geometry: { coordinates: Ring[][] } }[];
}
interface PlacesCollection {
  features: { properties: { nombre: string; capital: boolean }; geometry: { coordinates: [number, number] } }[];
}

const DATA_DIR = path.join(REPO_ROOT, 'shared', 'src', 'map', 'data');
const LOADER = path.join(REPO_ROOT, 'scripts', 'webpack', 'map-data-loader.cjs');
type Loader = ((this: { context: string; addDependency: () => void }, source: string) => string) & {
  mapDataFromFile: (file: string) => unknown;
};

function loadMapData(): MapData {
  const apiRequire = createRequire(import.meta.url);
  const loader = apiRequire(LOADER) as Loader;
  // The land's GeoJSON is a dependency of the API itself (api/package.json), not only of the front ends' builds:
  // resolved from the API's own node_modules (the loader resolves the recipe's package from `context`).
  apiRequire.resolve('@geo-maps/countries-land-10km/map.geo.json');
  const landRecipe = readFileSync(path.join(DATA_DIR, 'tierra.map-data.json'), 'utf8');
  const land = JSON.parse(loader.call({ context: path.dirname(fileURLToPath(import.meta.url)), addDependency() {} }, landRecipe)) as LandCollection;
  const places = loader.mapDataFromFile(path.join(DATA_DIR, 'municipios.map-data.json')) as PlacesCollection;
  return {
    land: land.features.map((f) => ({ pais: f.properties.pais, polygons: f.geometry.coordinates })),
    places: places.features.map((f) => ({
      nombre: f.properties.nombre,
      capital: f.properties.capital,
      lon: f.geometry.coordinates[0],
      lat: f.geometry.coordinates[1],
    })),
  };
}

let cached: Promise<MapData> | undefined;

/**
 * Built once per process (~35 ms, ~45 KB of land). When the recipes or the package cannot be read: `onError` (the
 * caller logs it) and null for this pack, and the next pack tries again (a failure is not remembered).
 */
export async function mapData(onError: (err: unknown) => void): Promise<MapData | null> {
  const loading = (cached ??= (async () => loadMapData())());
  try {
    return await loading;
  } catch (err) {
    if (cached === loading) cached = undefined;
    onError(err);
    return null;
  }
}

/** West, south, east, north in degrees. */
type Bbox = [number, number, number, number];

/** Colombia's mainland and islands with a little sea around them. */
const COLOMBIA: Bbox = [-79.5, -4.5, -66.5, 13.5];
/** Photos spread over more than this (degrees) are shown on the whole country. */
const SPREAD_DEG = 6;
/** The smallest view: about 30 km across, so one photo or a tight cluster is not a blown-up dot. */
const MIN_SPAN_DEG = 0.3;

/**
 * The view for these points in a box of `width` × `height` points: their bounding box with a margin of a fifth on
 * each side, at least MIN_SPAN_DEG, the whole country when they are spread out or none is given, widened to the
 * box's proportions (equirectangular, longitudes shrunk by the cosine of the middle latitude).
 */
export function computeView(points: readonly { lon: number; lat: number }[], width: number, height: number): Bbox {
  let [w, s, e, n]: Bbox = COLOMBIA;
  if (points.length > 0) {
    w = Math.min(...points.map((p) => p.lon));
    e = Math.max(...points.map((p) => p.lon));
    s = Math.min(...points.map((p) => p.lat));
    n = Math.max(...points.map((p) => p.lat));
    if (e - w > SPREAD_DEG || n - s > SPREAD_DEG) {
      [w, s, e, n] = [Math.min(w, COLOMBIA[0]), Math.min(s, COLOMBIA[1]), Math.max(e, COLOMBIA[2]), Math.max(n, COLOMBIA[3])];
    } else {
      const mx = Math.max((e - w) / 5, (MIN_SPAN_DEG - (e - w)) / 2, 0);
      const my = Math.max((n - s) / 5, (MIN_SPAN_DEG - (n - s)) / 2, 0);
      [w, s, e, n] = [w - mx, s - my, e + mx, n + my];
    }
  }
  const k = Math.cos((((s + n) / 2) * Math.PI) / 180);
  const spanX = (e - w) * k;
  const spanY = n - s;
  if (spanX / spanY < width / height) {
    const extra = ((spanY * width) / height - spanX) / k / 2;
    return [w - extra, s, e + extra, n];
  }
  const extra = ((spanX * height) / width - spanY) / 2;
  return [w, s - extra, e, n + extra];
}

/** Degrees → page points inside the box (x, y, width, height) for a view made by `computeView` for that box. */
export function createProjection(view: Bbox, box: { x: number; y: number; width: number; height: number }) {
  const [w, s, e, n] = view;
  return (lon: number, lat: number): [number, number] => [box.x + ((lon - w) / (e - w)) * box.width, box.y + ((n - lat) / (n - s)) * box.height];
}
