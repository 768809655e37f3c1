'use strict';
/**
 * Announces in the host's HTML the chunks its first screen needs (docs/decisions/static-serving.md, "Early
 * discovery"): without it the browser finds them one after another (main.js → bootstrap → the shared packages it
 * consumes → the route's chunk), one round trip each on a slow network.
 *
 * `chunkGroups` go into index.html itself (every path needs them). `routes` ({ "/login": ["login"], "*": [...] })
 * name the further groups of each path; they are written to `route-preloads.json` (path → files not already in
 * the HTML) and the API adds them to the page it sends for that path (api/src/platform/static/host-pages.ts).
 *
 * For each named chunk group (`import(/* webpackChunkName: "bootstrap" *\/ …)`) it adds a
 * `<link rel="preload" as="script">` for every file of the group and, following Module Federation's consumed
 * shared modules, for the chunks of the host's PROVIDED copy of each shared package those chunks consume: before
 * sign-in no remote has offered its own, so the share scope hands out the host's (the consume fallback chunks
 * hold the same code under other names and are not the ones loaded).
 */
const CONSUME_SHARED = 'consume-shared-module';

/**
 * Starts the app's entry script. When the server sent a prerendered page (docs/decisions/prerendered-login.md), it
 * starts once that page's first contentful paint is on screen (the `paint` entry, reported after the frame is
 * presented; at the latest FIRST_PAINT_FALLBACK_MS after the first frame): the page is painted from the HTML before
 * any JavaScript runs, instead of waiting behind the entry's evaluation (a `defer` script runs before the first paint
 * when it arrives early). Starting at the frame itself was not enough: the entry then ran between the frame and its
 * presentation, so the paint, as measured, still waited for it. A hidden tab paints no frame: start at once there.
 *
 * The page's scripts are announced in <head> but held (`media="not all"`: a preload whose media does not match is
 * not requested); the start script requests them all at once when it starts the entry, so they are discovered
 * together, not one after another, and nothing competes with the document and its first paint. Requested from
 * <head> instead, they finished before that paint on a fast link, and Lighthouse's simulation of a slow one then
 * counted their download as needed for it (LCP 2.0 s on the remotes' screens instead of 0.7 s; docs/decisions/
 * static-serving.md, "Early discovery").
 *
 * Before that, a prerendered signed-in page gets the usuario of the stored session, written as text. Each copy says
 * what to replace (host/src/prerender/frame.tsx): `data-prerender-user` is the placeholder (a text node equal to
 * its first character is the initial), `data-session-key` the storage key of shared/src/session/session-storage.ts,
 * read like readStoredSession (localStorage, then sessionStorage; expired means none). Without a live session the
 * copies are removed, and the app's guard sends the visitor to /login. Of a remote's prerendered screen
 * (shared/src/prerender/screens.tsx) only the part made for the session's role stays (`data-prerender-roles`).
 */
const FIRST_PAINT_FALLBACK_MS = 100;
/** The media of a held preload: matches nothing, so the browser does not request it (see startScript). */
const HELD_MEDIA = 'not all';
const startScript = (src) =>
  '(function(){function s(){' +
  `var h=document.querySelectorAll('link[rel="preload"][media="${HELD_MEDIA}"]');for(var k=0;k<h.length;k++){` +
  'var l=document.createElement("link");l.rel="preload";l.as="script";l.href=h[k].href;document.head.appendChild(l)}' +
  `var e=document.createElement("script");e.src=${JSON.stringify(src)};document.head.appendChild(e)}` +
  'var p=document.querySelectorAll("[data-prerender-user]");for(var i=0;i<p.length;i++){' +
  'var c=p[i],P=c.getAttribute("data-prerender-user"),K=c.getAttribute("data-session-key"),n=null,r;' +
  'try{["localStorage","sessionStorage"].some(function(k){var v=JSON.parse(window[k].getItem(K));' +
  'if(v&&v.token&&v.user&&typeof v.user.usuario==="string"&&Date.parse(v.expiresAt)>Date.now()){n=v.user.usuario;r=String(v.user.tipo);return true}' +
  'return false})}catch(e){}' +
  'if(n===null||!P){c.remove();continue}' +
  'var R=c.querySelectorAll("[data-prerender-roles]");for(var j=0;j<R.length;j++)' +
  'if(R[j].getAttribute("data-prerender-roles").split(" ").indexOf(r)<0)R[j].remove();' +
  'var w=document.createTreeWalker(c,4),t;while((t=w.nextNode()))t.data=t.data===P.charAt(0)?n.charAt(0):t.data.split(P).join(n);' +
  'c.setAttribute("data-ready","")}' +
  'if(document.querySelector("[data-prerender]")&&document.visibilityState!=="hidden"){var g=false,G=function(){if(!g){g=true;s()}};' +
  'try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)G()}).observe({type:"paint",buffered:true})}catch(e){}' +
  'requestAnimationFrame(function(){setTimeout(G,' +
  FIRST_PAINT_FALLBACK_MS +
  ')})}else s()})();';
const PROVIDE_SHARED = 'provide-module';

class PreloadPlugin {
  /** @param {{ chunkGroups: string[], routes?: Record<string, string[]>, HtmlWebpackPlugin: any }} options */
  constructor({ chunkGroups, routes = {}, HtmlWebpackPlugin }) {
    this.chunkGroups = chunkGroups;
    this.routes = routes;
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PreloadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const inHtml = new Set(this.filesOf(compilation, this.chunkGroups));
        const routes = Object.fromEntries(
          Object.entries(this.routes).map(([route, groups]) => [route, this.filesOf(compilation, groups).filter((f) => !inHtml.has(f))]),
        );
        compilation.emitAsset('route-preloads.json', new sources.RawSource(JSON.stringify(routes, null, 2)));
      });
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadPlugin', (data) => {
        const files = this.filesOf(compilation, this.chunkGroups);
        const publicPath = data.publicPath || '/';
        // Held (media HELD_MEDIA): the start script requests them when it starts the app, after the first paint.
        const preload = (href) => this.HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', media: HELD_MEDIA, href });
        // The entry (<script defer src="/main.js">) becomes a preload plus a start script at the end of <body>.
        const entries = data.headTags.filter((tag) => tag.tagName === 'script' && tag.attributes && tag.attributes.src);
        data.headTags = data.headTags.filter((tag) => !entries.includes(tag));
        data.headTags.push(...entries.map((tag) => preload(tag.attributes.src)), ...files.map((file) => preload(`${publicPath}${file}`)));
        data.bodyTags.push(...entries.map((tag) => this.HtmlWebpackPlugin.createHtmlTagObject('script', {}, startScript(tag.attributes.src))));
        return data;
      });
    });
  }

  /** The JS files of the named chunk groups and of the shared fallbacks they consume, in discovery order. */
  filesOf(compilation, names) {
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
    for (const name of names) {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) throw new Error(`[preload-plugin] no hay un grupo de chunks "${name}" (webpackChunkName)`);
      visit(group);
    }
    return files;
  }
}

module.exports = { PreloadPlugin };
