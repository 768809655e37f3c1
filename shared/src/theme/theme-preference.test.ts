import { THEME_STORAGE_KEY, applyDarkClass, readSavedIsDark, resolveInitialIsDark, saveIsDark } from './theme-preference';
// The inline <head> script of every HTML page must follow the same rules.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build script outside this TypeScript project
const { THEME_INIT_SCRIPT } = require('../../../scripts/webpack/theme-init-script.cjs') as { THEME_INIT_SCRIPT: string };

function memoryStorage(initial?: string): Storage {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(THEME_STORAGE_KEY, initial);
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}
const os = (dark: boolean) => () => ({ matches: dark });

const cases: Array<[string, string | undefined, boolean, boolean]> = [
  ['saved dark wins over a light OS', '{"state":{"isDark":true},"version":0}', false, true],
  ['saved light wins over a dark OS', '{"state":{"isDark":false},"version":0}', true, false],
  ['missing → OS dark', undefined, true, true],
  ['missing → OS light', undefined, false, false],
  ['unparsable → OS dark', '{not json', true, true],
  ['no boolean isDark → OS dark', '{"state":{"isDark":"yes"}}', true, true],
  ['null JSON → OS light', 'null', false, false],
];

describe('theme preference (docs/product-spec.md §1)', () => {
  it.each(cases)('%s', (_name, saved, osDark, expected) => {
    expect(resolveInitialIsDark(memoryStorage(saved), os(osDark))).toBe(expected);
  });

  it.each(cases)('inline head script: %s', (_name, saved, osDark, expected) => {
    localStorage.clear();
    if (saved !== undefined) localStorage.setItem(THEME_STORAGE_KEY, saved);
    document.documentElement.className = expected ? '' : 'dark';
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: (q: string) => ({ matches: osDark && q.includes('dark') }) });
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline <head> script as the browser does
    new Function(THEME_INIT_SCRIPT)();
    expect(document.documentElement.classList.contains('dark')).toBe(expected);
  });

  it('saves the choice in the zustand-persist shape and reads it back', () => {
    const storage = memoryStorage();
    saveIsDark(storage, true);
    expect(JSON.parse(storage.getItem(THEME_STORAGE_KEY) as string)).toEqual({ state: { isDark: true }, version: 0 });
    expect(readSavedIsDark(storage)).toBe(true);
    saveIsDark(storage, false);
    expect(resolveInitialIsDark(storage, os(true))).toBe(false);
  });

  it('adds and removes the dark class on the root element', () => {
    const root = document.createElement('html');
    applyDarkClass(root, true);
    expect(root.classList.contains('dark')).toBe(true);
    applyDarkClass(root, false);
    expect(root.classList.contains('dark')).toBe(false);
  });
});
