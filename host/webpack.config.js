const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  appDir: __dirname,
  kind: 'host',
  name: 'host',
  port: 3000,
  // `bootstrap` and `login` name the chunks of src/index.ts and of the /login route (src/app/router.tsx).
  preload: ['bootstrap', 'login'],
});
