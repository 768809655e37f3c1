'use strict';
/**
 * Writes the host's prerendered pages into the build (docs/decisions/prerendered-login.md): each module is
 * evaluated in Node with tsx and the page's export (the default one, or the one it names) returns the HTML the API
 * puts inside <div id="root"> when it serves that page. Every build evaluates its modules under TSCONFIG (the apps' and shared's sources, automatic JSX
 * runtime).
 */
const { require: tsxRequire } = require('tsx/cjs/api');

const path = require('node:path');

const TSCONFIG = path.join(__dirname, 'tsconfig.prerender.json');
const STYLED_MARKERS = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}|\/\*!sc\*\/\n?/g;

/**
 * The module `file`, evaluated in Node with tsx under TSCONFIG. Every evaluation of a build goes through here (tsx
 * keeps the settings of the first one in a process: JSX compiled another way fails with "React is not defined").
 */
function evaluateModule(file) {
  const previous = process.env.TSX_TSCONFIG_PATH;
  process.env.TSX_TSCONFIG_PATH = TSCONFIG;
  try {
    return tsxRequire(file, __filename);
  } finally {
    if (previous === undefined) delete process.env.TSX_TSCONFIG_PATH;
    else process.env.TSX_TSCONFIG_PATH = previous;
  }
}

/** The default export of `file` (evaluateModule). */
const evaluate = (file) => evaluateModule(file).default;

/** Styled-components' rehydration markers: the prerendered copies are replaced, never hydrated. */
const withoutStyledMarkers = (html) => html.replace(STYLED_MARKERS, '');

class PrerenderPlugin {
  /** @param {{ pages: Record<string, { file: string, name: string }> }} options  asset name → module path and export */
  constructor({ pages }) {
    this.pages = pages;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrerenderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrerenderPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [asset, { file, name }] of Object.entries(this.pages)) {
          const render = evaluateModule(file)[name];
          if (typeof render !== 'function') throw new Error(`[prerender-plugin] ${file} no exporta "${name}" (para ${asset})`);
          const html = withoutStyledMarkers(render());
          compilation.emitAsset(asset, new RawSource(html));
        }
      });
    });
  }
}

module.exports = { PrerenderPlugin, evaluate, evaluateModule, withoutStyledMarkers };
