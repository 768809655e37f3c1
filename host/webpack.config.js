const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  appDir: __dirname,
  kind: 'host',
  name: 'host',
  port: 3000,
  // `bootstrap` and `login` name the chunks of src/index.ts and of the /login route (src/app/router.tsx).
  preload: ['bootstrap', 'login'],
  // What the API puts in <div id="root"> when it serves /login (docs/decisions/prerendered-login.md).
  prerender: { 'prerender/login.html': 'src/prerender/login.tsx' },
});
