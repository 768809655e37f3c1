/**
 * The API client knows nothing about jotai or the router: `shared/session` connects itself here
 * (token getter + what to do on a 401 of an authenticated call).
 */
export interface SessionBridge {
  getToken: () => string | null;
  onUnauthorized: () => void;
}

let bridge: SessionBridge = { getToken: () => null, onUnauthorized: () => undefined };

export function connectSessionBridge(next: SessionBridge): void {
  bridge = next;
}

export function currentBridge(): SessionBridge {
  return bridge;
}
