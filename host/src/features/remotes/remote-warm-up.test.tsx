import { waitFor } from '@testing-library/react';
import { resetRuntimeConfigCache } from 'shared/api';
import { clearSession, setSession } from 'shared/session';
import { installMockApi } from 'shared/test/mock-api';
import { warmUpRemote } from './remote-switch';
import { resetScreenCatalog } from './screen-catalog';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  registerPlugins: jest.fn(),
}));

const CONFIG = {
  remotes: {
    'remote-reports': '/remotes/remote-reports/mf-manifest.json',
    'remote-catalog': '/remotes/remote-catalog/mf-manifest.json',
    'remote-admin': '/remotes/remote-admin/mf-manifest.json',
  },
  demoCredentials: null,
  mapStyleUrl: null,
};

beforeEach(() => {
  loadRemote.mockReset();
  registerRemotes.mockReset();
});
afterEach(() => {
  clearSession();
  resetScreenCatalog();
  resetRuntimeConfigCache();
});

describe('warmUpRemote (a page opened at a remote screen)', () => {
  it("starts loading the path's remote before the remotes' screens.json have answered", async () => {
    const api = installMockApi(({ path }) => (path === '/config.json' ? { status: 200, body: CONFIG } : { status: 404 }));
    const mocked = globalThis.fetch;
    // screens.json never answers: the catalogue stays unread, yet the remote that had /campanas/7 when the host was
    // built (remote-reports) loads.
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input).endsWith('/screens.json') ? new Promise<Response>(() => {}) : mocked(input, init);
    setSession({ token: 'tok', user: null, expiresAt: '2999-01-01T00:00:00Z' }, false);
    loadRemote.mockResolvedValue({ default: [] });
    try {
      void warmUpRemote('/campanas/7');
      await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('remote_reports/routes'));
      expect(registerRemotes).toHaveBeenCalledWith([{ name: 'remote_reports', entry: '/remotes/remote-reports/mf-manifest.json' }], { force: false });
      expect(loadRemote).toHaveBeenCalledTimes(1);
    } finally {
      globalThis.fetch = mocked;
      api.restore();
    }
  });

  it('without a session nothing is loaded', async () => {
    const api = installMockApi(() => ({ status: 200, body: CONFIG }));
    try {
      await warmUpRemote('/campanas/7');
      expect(loadRemote).not.toHaveBeenCalledWith('remote_reports/routes');
      expect(api.calls).toEqual([]);
    } finally {
      api.restore();
    }
  });
});
