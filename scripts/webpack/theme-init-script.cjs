'use strict';
/**
 * Inline <head> script that applies the saved theme BEFORE first paint (docs/product-spec.md §1):
 * localStorage `theme-storage` = {"state":{"isDark":bool}} decides; when it is missing, unparsable
 * or has no boolean isDark, the OS `prefers-color-scheme: dark` preference decides.
 * Keep in sync with shared/src/theme/theme-preference.ts (a unit test runs both on the same cases).
 */
const THEME_INIT_SCRIPT = [
  '(function(){var d;',
  'try{var p=JSON.parse(localStorage.getItem("theme-storage"));',
  'if(p&&p.state&&typeof p.state.isDark==="boolean")d=p.state.isDark;}catch(e){}',
  'if(typeof d!=="boolean"){try{d=!!(window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches);}catch(e){d=false;}}',
  'document.documentElement.classList.toggle("dark",d);',
  '})();',
].join('');

module.exports = { THEME_INIT_SCRIPT };
