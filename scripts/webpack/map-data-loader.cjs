'use strict';
/**
 * webpack loader of the offline map's data (docs/decisions/offline-map.md). A `*.map-data.json` recipe in
 * shared/src/map/data becomes, at build time, the GeoJSON the bundled style loads (create-config.cjs applies it in
 * every app that shows a map):
 *
 *   { "kind": "land", "package": "@geo-maps/countries-land-10km", "countries": ["COL", …], "bbox": [w, s, e, n], "decimals": 3 }
 *     → the land of those countries (property A3), clipped to the box, coordinates rounded;
 *   { "kind": "places", "divipola": "<path to api/data/colombia-divipola.json>", "decimals": 5 }
 *     → one point per DANE municipality with its name and department.
 *
 * Nothing generated is committed: the recipe and this loader are, and the output is reproducible from the
 * locked npm package and the repository's DIVIPOLA file.
 */
const fs = require('node:fs');
const path = require('node:path');

const round = (value, decimals) => Number(value.toFixed(decimals));

/** Sutherland–Hodgman clip of one closed ring against an axis-aligned box. */
function clipRing(ring, [west, south, east, north]) {
  const edges = [
    (p) => p[0] >= west,
    (a, b) => [west, a[1] + ((b[1] - a[1]) * (west - a[0])) / (b[0] - a[0])],
    (p) => p[0] <= east,
    (a, b) => [east, a[1] + ((b[1] - a[1]) * (east - a[0])) / (b[0] - a[0])],
    (p) => p[1] >= south,
    (a, b) => [a[0] + ((b[0] - a[0]) * (south - a[1])) / (b[1] - a[1]), south],
    (p) => p[1] <= north,
    (a, b) => [a[0] + ((b[0] - a[0]) * (north - a[1])) / (b[1] - a[1]), north],
  ];
  let points = ring.slice(0, -1);
  for (let e = 0; e < edges.length; e += 2) {
    const inside = edges[e];
    const cross = edges[e + 1];
    const output = [];
    for (let i = 0; i < points.length; i += 1) {
      const current = points[i];
      const previous = points[(i + points.length - 1) % points.length];
      if (inside(current)) {
        if (!inside(previous)) output.push(cross(previous, current));
        output.push(current);
      } else if (inside(previous)) output.push(cross(previous, current));
    }
    points = output;
    if (points.length === 0) return null;
  }
  return points;
}

/** Rounds, drops repeated points, closes the ring; null when fewer than 3 distinct points are left. */
function tidyRing(points, decimals) {
  const out = [];
  for (const [x, y] of points) {
    const p = [round(x, decimals), round(y, decimals)];
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  if (out.length > 1 && out[0][0] === out[out.length - 1][0] && out[0][1] === out[out.length - 1][1]) out.pop();
  if (out.length < 3) return null;
  out.push(out[0]);
  return out;
}

function polygonsOf(geometry) {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}

function land(recipe, loader) {
  const file = require.resolve(`${recipe.package}/map.geo.json`, { paths: [loader.context] });
  loader.addDependency(file);
  const world = JSON.parse(fs.readFileSync(file, 'utf8'));
  const features = [];
  for (const feature of world.features) {
    const code = feature.properties && feature.properties.A3;
    if (!recipe.countries.includes(code)) continue;
    const polygons = [];
    for (const polygon of polygonsOf(feature.geometry)) {
      const outer = clipRing(polygon[0], recipe.bbox);
      const outerRing = outer && tidyRing(outer, recipe.decimals);
      if (!outerRing) continue;
      const holes = polygon
        .slice(1)
        .map((ring) => clipRing(ring, recipe.bbox))
        .map((r) => r && tidyRing(r, recipe.decimals))
        .filter(Boolean);
      polygons.push([outerRing, ...holes]);
    }
    if (polygons.length > 0) {
      features.push({ type: 'Feature', properties: { pais: code }, geometry: { type: 'MultiPolygon', coordinates: polygons } });
    }
  }
  return { type: 'FeatureCollection', features };
}

function places(recipe, loader) {
  const file = path.resolve(loader.context, recipe.divipola);
  loader.addDependency(file);
  const { departamentos } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const features = [];
  for (const departamento of departamentos) {
    for (const municipio of departamento.municipios) {
      if (typeof municipio.lat !== 'number' || typeof municipio.lon !== 'number') continue;
      features.push({
        type: 'Feature',
        properties: { nombre: municipio.nombre, departamento: departamento.nombre, capital: municipio.codigo.endsWith('001') },
        geometry: { type: 'Point', coordinates: [round(municipio.lon, recipe.decimals), round(municipio.lat, recipe.decimals)] },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}

/** The GeoJSON of a recipe; `loader` needs `context` (the recipe's folder) and `addDependency`. */
function buildMapData(recipe, loader) {
  const build = { land, places }[recipe.kind];
  if (!build) throw new Error(`map-data: tipo desconocido "${recipe.kind}"`);
  return build(recipe, loader);
}

module.exports = function mapDataLoader(source) {
  return JSON.stringify(buildMapData(JSON.parse(source), this));
};
module.exports.clipRing = clipRing;
/**
 * The same data outside webpack: the API draws the proof pack's map from it (api/src/modules/prueba/mapa.ts,
 * docs/decisions/proof-pack.md), so the browser's offline map and the PDF's come from one recipe.
 */
module.exports.mapDataFromFile = function mapDataFromFile(recipeFile) {
  const recipe = JSON.parse(fs.readFileSync(recipeFile, 'utf8'));
  return buildMapData(recipe, { context: path.dirname(recipeFile), addDependency() {} });
};
