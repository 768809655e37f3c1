/**
 * The API client knows nothing about jotai or the router: `shared/session` connects itself here
 * (token getter + what to do on a 401 of an authenticated call).
 *
 * The bridge lives on globalThis, not in module scope: if a bundle ever carries a second copy of this
 * module (a relative `../api` import bypasses the federation singleton `shared/api`), that copy still
 * sends the signed-in user's token.
 */
export interface SessionBridge {
  getToken: () => string | null;
  onUnauthorized: () => void;
}

const KEY = Symbol.for('informes.session-bridge');
const NOOP_BRIDGE: SessionBridge = { getToken: () => null, onUnauthorized: () => undefined };

type BridgeHolder = { [KEY]?: SessionBridge };

export function connectSessionBridge(next: SessionBridge): void {
  (globalThis as BridgeHolder)[KEY] = next;
}

export function currentBridge(): SessionBridge {
  return (globalThis as BridgeHolder)[KEY] ?? NOOP_BRIDGE;
}
