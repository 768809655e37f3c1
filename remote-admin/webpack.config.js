const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  appDir: __dirname,
  kind: 'remote',
  name: 'remote_admin',
  port: 3003,
  title: 'Informes de Campañas — remote-admin (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});
