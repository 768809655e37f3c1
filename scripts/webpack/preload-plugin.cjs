'use strict';
/**
 * Announces in the host's HTML the chunks its first screen needs (docs/decisions/static-serving.md, "Early
 * discovery"): without it the browser finds them one after another (main.js → bootstrap → the shared packages it
 * consumes → the route's chunk), one round trip each on a slow network.
 *
 * For each named chunk group (`import(/* webpackChunkName: "bootstrap" *\/ …)`) it adds a
 * `<link rel="preload" as="script">` for every file of the group and, following Module Federation's consumed
 * shared modules, for the chunks of the host's PROVIDED copy of each shared package those chunks consume: before
 * sign-in no remote has offered its own, so the share scope hands out the host's (the consume fallback chunks
 * hold the same code under other names and are not the ones loaded).
 */
const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

class PreloadPlugin {
  /** @param {{ chunkGroups: string[], HtmlWebpackPlugin: any }} options */
  constructor({ chunkGroups, HtmlWebpackPlugin }) {
    this.chunkGroups = chunkGroups;
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadPlugin', (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadPlugin', (data) => {
        const files = this.filesOf(compilation);
        const publicPath = data.publicPath || '/';
        const links = files.map((file) =>
          this.HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }

  /** The JS files of the named chunk groups and of the shared fallbacks they consume, in discovery order. */
  filesOf(compilation) {
    const { chunkGraph } = compilation;
    const files = [];
    const seenGroups = new Set();
    const provided = new Map();
    for (const module of compilation.modules) {
      if (module.type === PROVIDE_SHARED) provided.set(module._name, module);
    }
    const visit = (group) => {
      if (!group || seenGroups.has(group)) return;
      seenGroups.add(group);
      for (const chunk of group.chunks) {
        for (const file of chunk.files) if (file.endsWith('.js') && !files.includes(file)) files.push(file);
      }
      for (const chunk of group.chunks) {
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          if (module.type !== CONSUME_SHARED) continue;
          const provider = provided.get(module.options.shareKey) || module;
          for (const block of provider.blocks) visit(chunkGraph.getBlockChunkGroup(block));
        }
      }
    };
    for (const name of this.chunkGroups) {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) throw new Error(`[preload-plugin] no hay un grupo de chunks "${name}" (webpackChunkName)`);
      visit(group);
    }
    return files;
  }
}

module.exports = { PreloadPlugin };
