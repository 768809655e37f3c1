/**
 * The apps share `react-router-dom` as a browser-only subset (scripts/webpack/react-router-dom-subset.mjs).
 * Every name any front end imports from 'react-router-dom' must be in it, or it is undefined at runtime.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const SUBSET = fs.readFileSync(path.join(ROOT, 'scripts/webpack/react-router-dom-subset.mjs'), 'utf8');

function exportedNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const block of source.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const raw of block[1].split(',')) {
      const name = raw
        .replace(/\/\/.*$/gm, '')
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name.trim());
    }
  }
  return names;
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('react-router-dom subset', () => {
  const exported = exportedNames(SUBSET);

  it('exports the router API the host uses', () => {
    for (const name of ['createBrowserRouter', 'RouterProvider', 'Navigate', 'Outlet', 'NavLink', 'useRoutes', 'useLocation', 'matchPath']) {
      expect(exported.has(name)).toBe(true);
    }
  });

  it('covers every value imported from react-router-dom in host, remotes and shared', () => {
    const apps = ['host', 'remote-reports', 'remote-catalog', 'remote-admin', 'shared'];
    const missing: string[] = [];
    for (const app of apps) {
      for (const file of sourceFiles(path.join(ROOT, app, 'src'))) {
        const text = fs.readFileSync(file, 'utf8');
        for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router-dom'/g)) {
          if (m[1]) continue;
          for (const part of m[2].split(',')) {
            const spec = part.trim();
            if (!spec || spec.startsWith('type ')) continue;
            const name = spec.split(/\s+as\s+/)[0].trim();
            if (!exported.has(name)) missing.push(`${path.relative(ROOT, file)}: ${name}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
