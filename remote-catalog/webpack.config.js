const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  appDir: __dirname,
  kind: 'remote',
  name: 'remote_catalog',
  port: 3002,
  title: 'Informes de Campañas — remote-catalog (standalone)',
  exposes: { './routes': './src/routes.tsx' },
  // Its screens' first frame, which the API puts into the host's frame (docs/decisions/prerendered-login.md).
  prerender: { 'prerender/screens.json': 'src/prerender.tsx' },
});
