const path = require('node:path');
const { createConfig } = require('../scripts/webpack/create-config.cjs');

const base = createConfig({
  appDir: __dirname,
  kind: 'remote',
  name: 'remote_reports',
  port: 3001,
  title: 'Informes de Campañas — remote-reports (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});

/** The offline map's GeoJSON is built from recipes at build time (scripts/map-data-loader.cjs, docs/decisions/offline-map.md). */
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.module.rules.push({
    test: /\.map-data\.json$/,
    type: 'asset/resource',
    use: [{ loader: path.join(__dirname, 'scripts', 'map-data-loader.cjs') }],
    generator: { filename: 'mapa/[name].[contenthash:8].json' },
  });
  return config;
};
