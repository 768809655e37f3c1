'use strict';
/**
 * Writes the host's prerendered pages into the build (docs/decisions/prerendered-login.md): each module is
 * evaluated in Node with tsx and its default export returns the HTML the API puts inside <div id="root"> when it
 * serves that page. The tsconfig given covers host/src and shared/src, so both compile with the automatic JSX runtime.
 */
const { require: tsxRequire } = require('tsx/cjs/api');

const STYLED_MARKERS = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}|\/\*!sc\*\/\n?/g;

/**
 * The default export of `file`, evaluated in Node with tsx under `tsconfig`. Every evaluation of a build goes through
 * here with the same tsconfig (tsx keeps the settings of the first one in a process: JSX compiled another way
 * fails at run time with "React is not defined").
 */
function evaluate(file, tsconfig) {
  const previous = process.env.TSX_TSCONFIG_PATH;
  process.env.TSX_TSCONFIG_PATH = tsconfig;
  try {
    return tsxRequire(file, __filename).default;
  } finally {
    if (previous === undefined) delete process.env.TSX_TSCONFIG_PATH;
    else process.env.TSX_TSCONFIG_PATH = previous;
  }
}

class PrerenderPlugin {
  /** @param {{ pages: Record<string, string>, tsconfig: string }} options  asset name → module path */
  constructor({ pages, tsconfig }) {
    this.pages = pages;
    this.tsconfig = tsconfig;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrerenderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrerenderPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [asset, file] of Object.entries(this.pages)) {
          const html = evaluate(file, this.tsconfig)().replace(STYLED_MARKERS, '');
          compilation.emitAsset(asset, new RawSource(html));
        }
      });
    });
  }
}

module.exports = { PrerenderPlugin, evaluate };
