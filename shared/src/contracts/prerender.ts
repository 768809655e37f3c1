/**
 * The prerendered first frame of a signed-in screen (docs/decisions/prerendered-login.md, "A remote's screens"):
 * the host's build writes its frame (header, menu column) with SCREEN_SLOT where the screen goes; each remote's
 * build writes the loading state of its screens to PRERENDERED_SCREENS_FILE; the API puts the one into the other
 * when it serves that path, from the remote's current release.
 */
export const PRERENDERED_SCREENS_FILE = 'prerender/screens.json';

/** Where the frame's copy of each theme takes the screen's copy of the same theme. */
export const SCREEN_SLOT = '%%PANTALLA%%';

export interface PrerenderedScreen {
  /** The screen's route path, e.g. '/servicios' or '/informes/:id' (its loading state, the same for every id). */
  path: string;
  /** The screen's styles (both themes). */
  css: string;
  /** The screen's HTML in each theme; parts that differ by role are wrapped in `data-prerender-roles`. */
  light: string;
  dark: string;
}

export interface PrerenderedScreens {
  screens: PrerenderedScreen[];
}
