import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PRERENDERED_SCREENS_FILE, SCREEN_SLOT, type PrerenderedScreen } from '../contracts';

/** A screen path as a remote may prerender it: segments of path characters or parameters (`:id`), nothing else. */
const SCREEN_PATH = /^(?:\/(?:[a-z0-9-]+|:[a-zA-Z]\w*))+$/;
/** A URL path's segment where a screen path has a parameter. */
const PARAM = /:[a-zA-Z]\w*/g;

/** Whether `pathname` is a URL of the screen path `screenPath` ('/informes/:id' takes '/informes/7'). */
const matches = (screenPath: string, pathname: string): boolean => new RegExp(`^${screenPath.replace(PARAM, '[^/]+')}$`).test(pathname);

interface Release {
  /** What identifies the file read: a new release (a new file) is read again. */
  stamp: string;
  screens: Map<string, PrerenderedScreen>;
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
    const release: Release = { stamp, screens: new Map() };
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as { screens?: unknown };
      if (Array.isArray(parsed.screens)) for (const s of parsed.screens) if (isScreen(s)) release.screens.set(s.path, s);
    } catch {
      /* a broken file: no prerendered screens for this release */
    }
    releases.set(dist, release);
    return release;
  };
  return (pathname) => {
    for (const dist of dists) {
      const screens = releaseOf(dist)?.screens;
      if (!screens) continue;
      const screen = screens.get(pathname) ?? [...screens.values()].find((s) => s.path.includes(':') && matches(s.path, pathname));
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
