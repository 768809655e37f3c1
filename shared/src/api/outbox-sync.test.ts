/** Background Sync for the outbox (docs/decisions/offline-app.md): registered where supported, a no-op elsewhere. */
import { OUTBOX_SYNC_MESSAGE, OUTBOX_SYNC_TAG, onOutboxSync, requestOutboxSync } from './outbox-sync';

type Container = { ready: Promise<unknown>; controller: unknown } & EventTarget;

function installContainer(registration: unknown, controller: unknown = {}): Container {
  const container: Container = Object.assign(new EventTarget(), { ready: Promise.resolve(registration), controller });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('requestOutboxSync', () => {
  it('registers the "outbox" tag when the browser has Background Sync and a worker controls the page', async () => {
    const register = jest.fn(async () => undefined);
    installContainer({ sync: { register } });
    await expect(requestOutboxSync()).resolves.toBe(true);
    expect(register).toHaveBeenCalledWith(OUTBOX_SYNC_TAG);
    expect(OUTBOX_SYNC_TAG).toBe('outbox');
  });

  it('does nothing without Background Sync, without a controlling worker, without service workers, or when refused', async () => {
    installContainer({});
    await expect(requestOutboxSync()).resolves.toBe(false);
    const register = jest.fn(async () => undefined);
    installContainer({ sync: { register } }, null);
    await expect(requestOutboxSync()).resolves.toBe(false);
    expect(register).not.toHaveBeenCalled();
    installContainer({ sync: { register: async () => Promise.reject(new Error('NotAllowedError')) } });
    await expect(requestOutboxSync()).resolves.toBe(false);
    Reflect.deleteProperty(navigator, 'serviceWorker');
    await expect(requestOutboxSync()).resolves.toBe(false);
  });
});

describe('onOutboxSync', () => {
  it('calls back on the worker\'s "outbox-sync" message only, until unsubscribed', () => {
    const container = installContainer({});
    const listener = jest.fn();
    const stop = onOutboxSync(listener);
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'warmed-up' } }));
    container.dispatchEvent(new MessageEvent('message', { data: { type: OUTBOX_SYNC_MESSAGE } }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    container.dispatchEvent(new MessageEvent('message', { data: { type: OUTBOX_SYNC_MESSAGE } }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(OUTBOX_SYNC_MESSAGE).toBe('outbox-sync');
  });
});
