/** What the service worker keeps and how (docs/decisions/offline-app.md): the pure rules. */
import {
  MAX_OFFLINE_FILES,
  fingerprint,
  mayBeRemoteFile,
  offlineFileUrls,
  pageCacheKey,
  pageFamily,
  remoteBases,
  remoteFileKind,
} from './offline-rules';

const ORIGIN = 'https://informes.example.com';

describe('pages: one cached page per route family', () => {
  it('a report page is the same loading state for any id', () => {
    expect(pageFamily('/informes/7')).toBe('/informes/:id');
    expect(pageFamily('/informes/123456/')).toBe('/informes/:id');
    expect(pageCacheKey(`${ORIGIN}/informes/7`)).toBe(pageCacheKey(`${ORIGIN}/informes/99`));
    expect(pageCacheKey(`${ORIGIN}/informes/7`)).not.toBe(pageCacheKey(`${ORIGIN}/informes`));
  });

  it('the host pages ignore the query string; a remote screen with one is another page (no prerendered copy)', () => {
    expect(pageFamily('/login', '?next=1')).toBe('/login');
    expect(pageFamily('/', '?x=1')).toBe('/');
    expect(pageFamily('/informes', '?estado=pendiente')).toBe('/informes?');
    expect(pageFamily('/informes', '')).toBe('/informes');
    expect(pageFamily('/informes', '?')).toBe('/informes');
    expect(pageFamily('/nuevo-informe')).toBe('/nuevo-informe');
  });

  it('the key is a URL of the same origin that no page has', () => {
    const key = pageCacheKey(`${ORIGIN}/informes/7?a=1#x`);
    expect(key).toBe(`${ORIGIN}/__offline-page__/informes/:id?`);
    expect(new URL(key).origin).toBe(ORIGIN);
  });
});

describe('remotes: where they are, which of their files revalidate', () => {
  const config = {
    remotes: {
      'remote-reports': '/remotes/remote-reports/mf-manifest.json',
      'remote-catalog': 'https://cdn.example.net/catalog/v2/mf-manifest.json',
      'remote-admin': 'https://cdn.example.net/admin/remoteEntry.js',
      broken: 42,
      script: 'javascript:alert(1)',
    },
  };
  const bases = remoteBases(config, ORIGIN);

  it('each remote entry of /config.json gives its folder, same origin or not; anything else is ignored', () => {
    expect(bases).toEqual({
      'remote-reports': `${ORIGIN}/remotes/remote-reports/`,
      'remote-catalog': 'https://cdn.example.net/catalog/v2/',
      'remote-admin': 'https://cdn.example.net/admin/',
    });
    expect(remoteBases(null, ORIGIN)).toEqual({});
    expect(remoteBases({ remotes: 'x' }, ORIGIN)).toEqual({});
  });

  it('manifest, entry, screens and offline list go to the network first; hashed files come from the cache first', () => {
    const list = Object.values(bases);
    expect(remoteFileKind(`${ORIGIN}/remotes/remote-reports/mf-manifest.json`, list)).toBe('revalidate');
    expect(remoteFileKind('https://cdn.example.net/catalog/v2/remoteEntry.js', list)).toBe('revalidate');
    expect(remoteFileKind('https://cdn.example.net/catalog/v2/screens.json', list)).toBe('revalidate');
    expect(remoteFileKind(`${ORIGIN}/remotes/remote-reports/offline.json`, list)).toBe('revalidate');
    expect(remoteFileKind(`${ORIGIN}/remotes/remote-reports/140.01f4b412.js`, list)).toBe('immutable');
    expect(remoteFileKind(`${ORIGIN}/remotes/remote-reports/e150ff07661bc39f11f1.mjs`, list)).toBe('immutable');
    expect(remoteFileKind(`${ORIGIN}/remotes/remote-reports/mapa/municipios.map-data.7e941db7.json`, list)).toBe('immutable');
    expect(remoteFileKind(`${ORIGIN}/remotes/remote-reports/65d5163cca1650ae6fda.css`, list)).toBe('immutable');
  });

  it('nothing else: the API, other folders, the folder itself, URLs with a query', () => {
    const list = Object.values(bases);
    expect(remoteFileKind(`${ORIGIN}/api/v1/informes`, list)).toBeNull();
    expect(remoteFileKind(`${ORIGIN}/libs.5c2e8f32.js`, list)).toBeNull();
    expect(remoteFileKind('https://cdn.example.net/other/1.1a2b3c4d.js', list)).toBeNull();
    expect(remoteFileKind(`${ORIGIN}/remotes/remote-reports/`, list)).toBeNull();
    expect(remoteFileKind(`${ORIGIN}/remotes/remote-reports/remoteEntry.js?v=2`, list)).toBeNull();
  });

  it('of another origin, only what may be a remote file reaches the worker (not a map tile)', () => {
    expect(mayBeRemoteFile('https://cdn.example.net/catalog/v2/mf-manifest.json')).toBe(true);
    expect(mayBeRemoteFile('https://cdn.example.net/catalog/v2/721.a3f02ecc.js')).toBe(true);
    expect(mayBeRemoteFile('https://tiles.example.org/5/9/14.png')).toBe(false);
    expect(mayBeRemoteFile('https://tiles.example.org/style.json')).toBe(false);
    expect(mayBeRemoteFile('https://tiles.example.org/tiles/12.1a2b3c4d.pbf')).toBe(false);
  });
});

describe("a remote's offline.json", () => {
  const base = 'https://cdn.example.net/reports/';

  it('its files under its folder, nothing outside, no duplicates', () => {
    const urls = offlineFileUrls(
      {
        files: [
          'remoteEntry.js',
          '140.01f4b412.js',
          'mapa/tierra.map-data.043e54e6.json',
          '140.01f4b412.js',
          '../host/main.js',
          '/etc/passwd',
          'https://evil.example/x.js',
          '//evil.example/x.js',
          'a/../../b.js',
          '.build-hash',
          'x.js?y=1',
          7,
        ],
      },
      base,
    );
    expect(urls).toEqual([`${base}remoteEntry.js`, `${base}140.01f4b412.js`, `${base}mapa/tierra.map-data.043e54e6.json`]);
  });

  it('bounded: at most MAX_OFFLINE_FILES, and nothing from a file that is not a list', () => {
    const files = Array.from({ length: MAX_OFFLINE_FILES + 50 }, (_, i) => `${i}.0badc0de.js`);
    expect(offlineFileUrls({ files }, base)).toHaveLength(MAX_OFFLINE_FILES);
    expect(offlineFileUrls(null, base)).toEqual([]);
    expect(offlineFileUrls({ files: 'remoteEntry.js' }, base)).toEqual([]);
  });
});

describe('fingerprint', () => {
  it('tells two texts apart, the same text alike', () => {
    expect(fingerprint('{"a":1}')).toBe(fingerprint('{"a":1}'));
    expect(fingerprint('{"a":1}')).not.toBe(fingerprint('{"a":2}'));
    expect(fingerprint('')).toMatch(/^[0-9a-f]{8}$/);
  });
});
