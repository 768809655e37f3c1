import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PRERENDERED_SCREENS_FILE, SCREEN_SLOT, type PrerenderedScreen } from 'shared/contracts';

/** A screen path as a remote may prerender it: segments of path characters or parameters (`:id`), nothing else. */
const SCREEN_PATH = /^(?:\/(?:[a-z0-9-]+|:[a-zA-Z]\w*))+$/;
/** A URL path's segment where a screen path has a parameter. */
const PARAM = /:[a-zA-Z]\w*/g;

/** The URL paths of a screen path with parameters ('/informes/:id' takes '/informes/7': one segment per parameter). */
const urlsOf = (screenPath: string): RegExp => new RegExp(`^${screenPath.replace(PARAM, '[^/]+')}$`);

interface Release {
  /** What identifies the file read: a new release (a new file) is read again. */
  stamp: string;
  /** Screens without parameters, by path. */
  screens: Map<string, PrerenderedScreen>;
  /** Screens with parameters, with the URL paths they take (built once per release, not per request). */
  withParams: { urls: RegExp; screen: PrerenderedScreen }[];
}

/** A screen copy as the remote's build writes it (shared/src/prerender/screens.tsx); anything else is ignored. */
function isScreen(value: unknown): value is PrerenderedScreen {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s.path === 'string' &&
    SCREEN_PATH.test(s.path) &&
    typeof s.css === 'string' &&
    !s.css.includes('<') &&
    typeof s.light === 'string' &&
    typeof s.dark === 'string'
  );
}

/**
 * The prerendered screens of the remotes this server serves (docs/decisions/prerendered-login.md, "A remote's
 * screens"), read from each remote's current release: the file is stat'ed on every call and read again when it
 * changed, so a remote released into its folder is picked up at once. A remote without the file (a release built
 * before it existed), or with one that does not parse, has none.
 */
export function remoteScreens(dists: readonly string[]): (pathname: string) => PrerenderedScreen | null {
  const releases = new Map<string, Release>();
  const releaseOf = (dist: string): Release | null => {
    const file = path.join(dist, PRERENDERED_SCREENS_FILE);
    let stamp: string;
    try {
      const st = statSync(file);
      stamp = `${st.ino}:${st.size}:${st.mtimeMs}`;
    } catch {
      releases.delete(dist);
      return null;
    }
    const known = releases.get(dist);
    if (known?.stamp === stamp) return known;
    const release: Release = { stamp, screens: new Map(), withParams: [] };
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as { screens?: unknown };
      const screens = Array.isArray(parsed.screens) ? parsed.screens.filter(isScreen) : [];
      for (const s of screens) {
        if (s.path.includes(':')) release.withParams.push({ urls: urlsOf(s.path), screen: s });
        else release.screens.set(s.path, s);
      }
    } catch {
      /* a broken file: no prerendered screens for this release */
    }
    releases.set(dist, release);
    return release;
  };
  return (pathname) => {
    for (const dist of dists) {
      const release = releaseOf(dist);
      const screen = release?.screens.get(pathname) ?? release?.withParams.find(({ urls }) => urls.test(pathname))?.screen;
      if (screen) return screen;
    }
    return null;
  };
}

/** The host's frame (frame.html) with the screen's copy of each theme in the slot of that theme's copy. */
export function composeScreen(frame: string, screen: PrerenderedScreen): string | null {
  const slot = SCREEN_SLOT;
  const first = frame.indexOf(slot);
  const second = first < 0 ? -1 : frame.indexOf(slot, first + slot.length);
  const styleEnd = frame.indexOf('</style>');
  if (first < 0 || second < 0 || styleEnd < 0 || styleEnd > first) return null;
  return (
    frame.slice(0, styleEnd) +
    screen.css +
    frame.slice(styleEnd, first) +
    screen.light +
    frame.slice(first + slot.length, second) +
    screen.dark +
    frame.slice(second + slot.length)
  );
}
