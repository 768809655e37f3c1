import { useSyncExternalStore } from 'react';

/**
 * "Nueva versión disponible" (docs/decisions/offline-app.md, "Updates"): set when a new version of the host's
 * service worker is waiting, or when a remote this page runs has a newer release than the one it loaded. Nothing
 * reloads until the user presses "Recargar" (`applyUpdate`).
 */
let available = false;
/** How "Recargar" applies the update: register-service-worker.ts sets it (the waiting worker takes over first). */
let apply: () => void = () => window.location.reload();
const listeners = new Set<() => void>();

export function announceUpdate(): void {
  if (available) return;
  available = true;
  listeners.forEach((l) => l());
}

export function setUpdateApplier(next: () => void): void {
  apply = next;
}

/** "Recargar": the waiting version (if any) takes over, then the page loads again. */
export function applyUpdate(): void {
  apply();
}

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => available,
    // Build-time prerender: never.
    () => false,
  );
}

/** Tests only. */
export function resetUpdateState(): void {
  available = false;
  apply = () => window.location.reload();
  listeners.forEach((l) => l());
}
