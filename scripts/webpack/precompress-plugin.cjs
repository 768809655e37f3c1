'use strict';
/**
 * Writes `<file>.br` and `<file>.gz` next to every text asset of a production build, compressed once at the
 * highest level, so the API (@fastify/static preCompressed, api/src/platform/static/frontends.ts) sends them without
 * compressing on each request (docs/decisions/static-serving.md).
 *
 * Left out: small files (the API sends them as they are), the HTML (the API adds preload links to it at start)
 * and the build files that are never served (the API reads the prerendered ones into its pages).
 */
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(?:m?js|json|css|svg|txt|map)$/;
const NOT_SERVED = new Set(['mf-manifest-stats.json']);
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          for (const { name, source } of compilation.getAssets()) {
            const base = name.split('/').pop();
            if (!COMPRESSIBLE.test(base) || NOT_SERVED.has(base) || name.startsWith('prerender/')) continue;
            const buffer = source.buffer();
            if (buffer.length < MIN_BYTES) continue;
            const br = zlib.brotliCompressSync(buffer, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            });
            const gz = zlib.gzipSync(buffer, { level: zlib.constants.Z_BEST_COMPRESSION });
            if (br.length < buffer.length) compilation.emitAsset(`${name}.br`, new RawSource(br), { compressed: true });
            if (gz.length < buffer.length) compilation.emitAsset(`${name}.gz`, new RawSource(gz), { compressed: true });
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
