// Debian's Chromium for the browser tests: installed with apt only when missing.
import { ensureDebianPackage } from './apt.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags for headless Chromium on these machines (no sandbox as root, no background network calls). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium 156 preloads its own toolbar UI, the WebUI omnibox popup (chrome://omnibox-popup.top-chrome), in a
 * renderer of every context, headless too. No page can see it; it took about a quarter of the machine's CPU in
 * the browser tests and competes with the page Lighthouse measures (docs/decisions/test-time.md, "Chromium's own
 * UI").
 */
export const CHROME_UI_FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'PreloadTopChromeWebUI'];

/**
 * The `--disable-features` switch playwright-core 1.65 passes (its chromiumSwitches.ts). Chromium keeps only the last
 * `--disable-features` switch, so ours must carry this list, and Playwright must be told to drop its own
 * (`ignoreDefaultArgs` matches the exact string). e2e/chromium-switches.test.ts fails if an upgrade changes it.
 */
export const PLAYWRIGHT_DISABLE_FEATURES =
  '--disable-features=AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,HttpsUpgrades,' +
  'HttpsFirstBalancedModeAutoEnable,LensOverlay,MediaRouter,PaintHolding,ThirdPartyStoragePartitioning,' +
  'AvoidCorsURLLoaderRestartOnRedirect,TcpPortRandomizationWin,OptimizationHints,NetworkTimeServiceQuerying,' +
  'AimEnabled,PreconnectToSearch,msForceBrowserSignIn,msEdgeUpdateLaunchServicesPreferredVersion';

/** `flags` with its `--disable-features` switch (or none) extended by CHROME_UI_FEATURES_OFF: still one switch. */
export function withChromeUiOff(flags) {
  const i = flags.findIndex((f) => f.startsWith('--disable-features='));
  const own = i < 0 ? [] : flags[i].slice('--disable-features='.length).split(',').filter(Boolean);
  const merged = `--disable-features=${[...own, ...CHROME_UI_FEATURES_OFF].join(',')}`;
  return i < 0 ? [...flags, merged] : flags.map((f, j) => (j === i ? merged : f));
}

/** playwright-core's `chromium.launch` options for Debian's headless Chromium with its own UI's renderers off. */
export function playwrightLaunchOptions(extra = {}) {
  return {
    executablePath: CHROMIUM_PATH,
    headless: true,
    ignoreDefaultArgs: [PLAYWRIGHT_DISABLE_FEATURES],
    args: [...CHROMIUM_ARGS, ...withChromeUiOff([PLAYWRIGHT_DISABLE_FEATURES])],
    ...extra,
  };
}

export async function ensureChromium() {
  return ensureDebianPackage('chromium', CHROMIUM_PATH);
}
