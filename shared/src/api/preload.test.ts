import { installMockApi, type MockApi } from '../test/mock-api';
import { createApiClient } from './client';
import { clearFetchedAhead, fetchAhead } from './preload';

let server: MockApi;
let answer = 0;
beforeEach(() => {
  answer = 0;
  server = installMockApi(({ path }) => ({ status: 200, body: { path, answer: ++answer } }));
});
afterEach(() => {
  server.restore();
  clearFetchedAhead();
  jest.useRealTimers();
});

const client = createApiClient({ prefixUrl: 'http://localhost/api/v1' });
const get = (path: string, token: string, searchParams?: Record<string, string>) =>
  client.get(path, { headers: { Authorization: `Bearer ${token}` }, searchParams }).json<{ path: string; answer: number }>();

describe('data fetched ahead', () => {
  it("the screen's first request takes the answer fetched ahead; the next one asks the server again", async () => {
    fetchAhead(['/campanas/7'], 'tok', 'http://localhost');
    expect(await get('campanas/7', 'tok')).toEqual({ path: '/api/v1/campanas/7', answer: 1 });
    expect(server.calls.map((c) => c.path)).toEqual(['/api/v1/campanas/7']);
    expect(server.calls[0].headers.get('Authorization')).toBe('Bearer tok');
    expect(await get('campanas/7', 'tok')).toEqual({ path: '/api/v1/campanas/7', answer: 2 });
    expect(server.calls).toHaveLength(2);
  });

  it('only for the same URL (whatever the order of its query) and the same token', async () => {
    fetchAhead(['/informes?campana_id=7&limit=50'], 'tok', 'http://localhost');
    expect((await get('informes', 'otro', { campana_id: '7', limit: '50' })).answer).toBe(2);
    expect((await get('informes/7', 'tok')).answer).toBe(3);
    expect((await get('informes', 'tok', { limit: '50', campana_id: '7' })).answer).toBe(1);
    expect(server.calls).toHaveLength(3);
  });

  it('an answer nobody took within 15 s is not used: the screen asks again', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    fetchAhead(['/campanas/7'], 'tok', 'http://localhost');
    jest.setSystemTime(new Date('2026-11-27T12:00:16Z'));
    expect((await get('campanas/7', 'tok')).answer).toBe(2);
  });

  it('a fetch ahead that failed on the way leaves the request to the client, which asks the server itself', async () => {
    let calls = 0;
    server.respond(({ path }) => (++calls === 1 ? 'network-error' : { status: 200, body: { path, answer: 9 } }));
    fetchAhead(['/campanas/7'], 'tok', 'http://localhost');
    expect((await get('campanas/7', 'tok')).answer).toBe(9);
    expect(server.calls).toHaveLength(2);
  });
});
