const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  appDir: __dirname,
  kind: 'remote',
  name: 'remote_catalog',
  port: 3002,
  title: 'Informes de Campañas — remote-catalog (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});
