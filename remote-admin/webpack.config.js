const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  appDir: __dirname,
  kind: 'remote',
  name: 'remote_admin',
  port: 3003,
  title: 'Informes de Campañas — remote-admin (standalone)',
  exposes: { './routes': './src/routes.tsx' },
  // Its screens' first frame, which the API puts into the host's frame (docs/decisions/prerendered-login.md).
  prerender: { 'prerender/screens.json': 'src/prerender.tsx' },
});
