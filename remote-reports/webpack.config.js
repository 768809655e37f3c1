const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  appDir: __dirname,
  kind: 'remote',
  name: 'remote_reports',
  port: 3001,
  title: 'Informes de Campañas — remote-reports (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});
