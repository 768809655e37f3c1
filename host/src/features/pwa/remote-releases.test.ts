/**
 * A remote released while this page runs an older release of it (docs/decisions/offline-app.md, "Updates"): its
 * manifest fetched again differs → "Nueva versión disponible"; the same manifest, or no connection → nothing.
 */
import {
  checkAfterReconnect,
  checkRemoteReleases,
  ONLINE_RECHECK_MS,
  recordLoadedManifest,
  stopReconnectChecks,
  watchRemoteReleases,
} from './remote-releases';
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
afterEach(() => {
  stopReconnectChecks();
  resetUpdateState();
  jest.restoreAllMocks();
});

/** A fake clock for checkAfterReconnect: each timer's callback and delay, by id; cleared ids are recorded. */
function fakeTimers() {
  const runs = new Map<number, { run: () => void; ms: number }>();
  const cleared: number[] = [];
  let next = 100;
  const schedule = (run: () => void, ms: number) => {
    next += 1;
    runs.set(next, { run, ms });
    return next;
  };
  const cancel = (id: number) => {
    cleared.push(id);
    runs.delete(id);
  };
  return { runs, cleared, schedule, cancel };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

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
    const cleared: number[] = [];
    checkAfterReconnect(
      (run) => timers.push(run),
      (id) => cleared.push(id),
    );
    expect(timers).toHaveLength(ONLINE_RECHECK_MS.length);
    for (const run of timers) {
      run();
      await tick();
    }
    expect(available()).toBe(true);
    expect(calls).toBe(3);
    // The update announced, every timer of that reconnection is cleared.
    expect(cleared).toEqual([1, 2, 3, 4, 5]);
  });

  it('schedules one check at each ONLINE_RECHECK_MS delay', () => {
    const clock = fakeTimers();
    checkAfterReconnect(clock.schedule, clock.cancel);
    expect([...clock.runs.values()].map((t) => t.ms)).toEqual([...ONLINE_RECHECK_MS]);
  });

  it('while navigator.onLine is false, a due check fetches nothing', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockClear();
    const clock = fakeTimers();
    checkAfterReconnect(clock.schedule, clock.cancel);
    for (const { run } of clock.runs.values()) run();
    await tick();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the next `online` clears the checks still waiting from the previous one; stopping clears the rest', async () => {
    answer = async () => new Response(JSON.stringify(loadedManifest));
    const first = fakeTimers();
    checkAfterReconnect(first.schedule, first.cancel);
    const firstIds = [...first.runs.keys()];
    const firstRuns = [...first.runs.values()];
    const second = fakeTimers();
    checkAfterReconnect(second.schedule, second.cancel);
    expect(first.cleared).toEqual(firstIds);
    // A callback of the replaced reconnection that ran anyway does nothing.
    fetchMock.mockClear();
    firstRuns[1].run();
    await tick();
    expect(fetchMock).not.toHaveBeenCalled();

    const secondIds = [...second.runs.keys()];
    stopReconnectChecks();
    expect(second.cleared).toEqual(secondIds);
  });

  it('watchRemoteReleases: `online` schedules the checks, `offline` clears them', () => {
    const setTimeoutSpy = jest.spyOn(window, 'setTimeout');
    const clearTimeoutSpy = jest.spyOn(window, 'clearTimeout');
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    watchRemoteReleases();
    window.dispatchEvent(new Event('online'));
    const ids = setTimeoutSpy.mock.results.slice(-ONLINE_RECHECK_MS.length).map((r) => r.value as number);
    expect(setTimeoutSpy.mock.calls.slice(-ONLINE_RECHECK_MS.length).map((c) => c[1])).toEqual([...ONLINE_RECHECK_MS]);
    window.dispatchEvent(new Event('offline'));
    expect(clearTimeoutSpy.mock.calls.map((c) => c[0])).toEqual(ids);
  });
});
