const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  appDir: __dirname,
  kind: 'host',
  name: 'host',
  port: 3000,
  // Chunk names of src/index.ts and of the routes (src/app/router.tsx). `preload` goes into index.html (every path
  // needs it); `routePreloads` are added by the API to the page of that path ('*': every other path, whose screen
  // comes from a remote).
  preload: ['bootstrap'],
  // The installable, offline app (docs/decisions/offline-app.md): built into sw.js with the host's files to precache.
  serviceWorker: 'src/sw/service-worker.ts',
  routePreloads: {
    '/login': ['login'],
    '/verificar': ['verificar'],
    '/': ['app', 'dashboard'],
    '/change-password': ['app', 'change-password'],
    '/mensajes': ['app', 'mensajes'],
    '*': ['app', 'remotes'],
  },
  // What the API puts in <div id="root"> when it serves /login, /verificar, the host's signed-in screens and a remote's screen
  // (the frame around the remote's own prerendered screen) (docs/decisions/prerendered-login.md). `module#name`:
  // that named export instead of the default one.
  prerender: {
    'prerender/login.html': 'src/prerender/login.tsx',
    'prerender/verificar.html': 'src/prerender/verificar.tsx',
    'prerender/dashboard.html': 'src/prerender/screens.tsx#dashboard',
    'prerender/mensajes.html': 'src/prerender/screens.tsx#mensajes',
    'prerender/change-password.html': 'src/prerender/screens.tsx#changePassword',
    'prerender/frame.html': 'src/prerender/frame.tsx',
  },
});
