import { useSyncExternalStore } from 'react';
import type { SelectedImage } from './use-image-selection';

/**
 * Photos whose upload failed, per report, kept in this tab's memory so the report page can retry them with one
 * button (a reload loses them: the files were never stored). Module state of remote-reports, read with a hook.
 */
const failed = new Map<number, readonly SelectedImage[]>();
const listeners = new Set<() => void>();
const EMPTY: readonly SelectedImage[] = [];

function emit() {
  listeners.forEach((listener) => listener());
}

export function setFailedUploads(informeId: number, images: readonly SelectedImage[]): void {
  if (images.length === 0) failed.delete(informeId);
  else failed.set(informeId, images);
  emit();
}

export function useFailedUploads(informeId: number): readonly SelectedImage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => failed.get(informeId) ?? EMPTY,
  );
}
