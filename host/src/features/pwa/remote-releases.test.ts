/**
 * A remote released while this page runs an older release of it (docs/decisions/offline-app.md, "Updates"): its
 * manifest fetched again differs → "Nueva versión disponible"; the same manifest, or no connection → nothing.
 */
import { checkAfterReconnect, checkRemoteReleases, ONLINE_RECHECK_MS, recordLoadedManifest } from './remote-releases';
import { resetUpdateState, useUpdateAvailable } from './pwa-state';
import { renderHook } from '@testing-library/react';

const URL_REPORTS = 'http://localhost/remotes/remote-reports/mf-manifest.json';
const loadedManifest = { id: 'remote_reports', metaData: { buildInfo: { buildVersion: '1' } }, exposes: [{ path: './routes' }] };
let answer: () => Promise<Response>;
const fetchMock = jest.fn((..._args: unknown[]) => answer());

beforeAll(() => {
  globalThis.fetch = fetchMock;
  recordLoadedManifest(URL_REPORTS, loadedManifest);
});
afterEach(() => resetUpdateState());

const available = () => renderHook(() => useUpdateAvailable()).result.current;

describe('checkRemoteReleases', () => {
  it('the same release: nothing to say', async () => {
    answer = async () => new Response(JSON.stringify(loadedManifest));
    await expect(checkRemoteReleases()).resolves.toBe(false);
    expect(available()).toBe(false);
    expect(fetchMock).toHaveBeenCalledWith(URL_REPORTS, { cache: 'no-cache', credentials: 'omit' });
  });

  it('no connection: nothing to say either', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(checkRemoteReleases()).resolves.toBe(false);
    expect(available()).toBe(false);
  });

  it('a new release of the remote: "Nueva versión disponible"', async () => {
    answer = async () => new Response(JSON.stringify({ ...loadedManifest, metaData: { buildInfo: { buildVersion: '2' } } }));
    await expect(checkRemoteReleases()).resolves.toBe(true);
    expect(available()).toBe(true);
  });
});

describe('checkAfterReconnect', () => {
  it('the first checks after the connection came back fail: a later one still finds the new release, and checks stop there', async () => {
    const timers: Array<() => void> = [];
    let calls = 0;
    answer = async () => {
      calls += 1;
      if (calls <= 2) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ ...loadedManifest, metaData: { buildInfo: { buildVersion: '3' } } }));
    };
    checkAfterReconnect((run) => timers.push(run));
    expect(timers).toHaveLength(ONLINE_RECHECK_MS.length);
    for (const run of timers) {
      run();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(available()).toBe(true);
    expect(calls).toBe(3);
  });
});
