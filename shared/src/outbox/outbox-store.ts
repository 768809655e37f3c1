import { deleteEntry, readEntries, writeEntry } from './outbox-db';
import type { OutboxEntry, PhotoProgress } from './types';

/**
 * The outbox as this tab knows it: every entry read from IndexedDB, kept in memory for React
 * (useSyncExternalStore), written through to IndexedDB on every change and announced to the other tabs of the
 * same browser (BroadcastChannel), which re-read it. Entries of every user are kept; screens show the session's.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let entries: readonly OutboxEntry[] = [];
let loaded: Promise<void> | null = null;
const progress = new Map<string, Readonly<Record<string, PhotoProgress>>>();
let progressVersion = 0;

let channel: BroadcastChannel | null = null;

/** The other tabs' news, listened to once the outbox is read (never at import: a test runner would not exit). */
function listenToOtherTabs(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel('informes-pendientes');
  channel.addEventListener('message', () => void reload());
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
}

function emit(): void {
  for (const listener of [...listeners]) listener();
}

/** Code-unit order, the order of ISO instants: `localeCompare` would build an ICU collator, a long task on a phone's start. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function sorted(list: readonly OutboxEntry[]): OutboxEntry[] {
  return [...list].sort((a, b) => byText(a.createdAt, b.createdAt) || byText(a.id, b.id));
}

async function reload(): Promise<void> {
  entries = sorted(await readEntries());
  emit();
}

/** Reads the outbox once per tab (later calls wait for the same read). */
export function loadOutbox(): Promise<void> {
  listenToOtherTabs();
  loaded ??= reload().catch(() => {
    // No IndexedDB (a private window that refuses it): the outbox is empty and writes will say so.
    entries = [];
    emit();
  });
  return loaded;
}

export function subscribeOutbox(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function outboxEntries(): readonly OutboxEntry[] {
  return entries;
}

export function findEntry(id: string): OutboxEntry | undefined {
  return entries.find((e) => e.id === id);
}

/** Saves (creates or replaces) an entry: memory, IndexedDB, then the other tabs. */
export async function saveEntry(entry: OutboxEntry): Promise<void> {
  const next = { ...entry, updatedAt: new Date().toISOString() };
  await writeEntry(next);
  entries = sorted([...entries.filter((e) => e.id !== next.id), next]);
  emit();
  channel?.postMessage('cambio');
}

/** Applies `change` to the stored entry (no-op when it is gone) and saves it. */
export async function updateEntry(id: string, change: (entry: OutboxEntry) => OutboxEntry): Promise<OutboxEntry | undefined> {
  const current = findEntry(id);
  if (!current) return undefined;
  const next = change(current);
  await saveEntry(next);
  return next;
}

export async function removeEntry(id: string): Promise<void> {
  await deleteEntry(id);
  entries = entries.filter((e) => e.id !== id);
  progress.delete(id);
  emit();
  channel?.postMessage('cambio');
}

/** Upload progress of an entry's photos in this tab (bytes sent), for the "enviando" state. */
export function setPhotoProgress(entryId: string, photoId: string, value: PhotoProgress | null): void {
  const current = { ...(progress.get(entryId) ?? {}) };
  if (value) current[photoId] = value;
  else delete current[photoId];
  progress.set(entryId, current);
  progressVersion++;
  emit();
}

const NO_PROGRESS: Readonly<Record<string, PhotoProgress>> = {};

export function photoProgress(entryId: string): Readonly<Record<string, PhotoProgress>> {
  return progress.get(entryId) ?? NO_PROGRESS;
}

/** Changes whenever any progress changes (a cheap snapshot for hooks that show progress). */
export function progressStamp(): number {
  return progressVersion;
}
