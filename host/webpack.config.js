const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({ appDir: __dirname, kind: 'host', name: 'host', port: 3000 });
