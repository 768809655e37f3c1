import type { InformeInput } from '../contracts';

/**
 * A report made on the device and not yet (fully) on the server: its fields, its photos (their bytes are kept
 * apart, in IndexedDB) and how far it got (docs/decisions/field-capture.md).
 */
export type OutboxState = 'en_cola' | 'enviando' | 'enviado' | 'error';

/** Why a queued report waits: no connection, the session ended (it waits for its user to sign in), a retry later. */
export type OutboxWait = 'sin_conexion' | 'sesion' | 'reintento';

export interface PhotoLocation {
  lat: number;
  lng: number;
  /** 'gps': read from the photo's EXIF; 'manual': a pin placed on the map. */
  source: 'gps' | 'manual';
}

export interface OutboxPhoto {
  id: string;
  name: string;
  type: string;
  size: number;
  lastModified: number;
  location: PhotoLocation | null;
  /** SHA-256 of the bytes (hex), computed before sending: the server answers a photo it already has with its row. */
  sha256: string | null;
  /** The resumable upload's URL (tus), once created: a cut upload goes on from the last byte the server has. */
  uploadUrl: string | null;
  /** The photo's row on the server once stored. */
  archivoId: number | null;
  /** Why the server refused this photo (a retry would not help); null otherwise. */
  error: string | null;
  /** False when the phone had no room to keep its bytes: it is sent from this tab's memory or not at all. */
  kept: boolean;
}

export interface OutboxEntry {
  id: string;
  /** Whose report it is: only that user's session sends it. */
  userId: number;
  /** Sent as Idempotency-Key: however many times it is sent, the server creates one report. */
  idempotencyKey: string;
  createdAt: string;
  updatedAt: string;
  /** The report to create; null when the photos are for a report that already exists (`informeId`). */
  input: InformeInput | null;
  /** What the list shows: the campaign and where. */
  title: string;
  informeId: number | null;
  photos: OutboxPhoto[];
  state: OutboxState;
  waiting: OutboxWait | null;
  /** The server's reason when it refused the report (or some photos), in Spanish. */
  error: { code: string; message: string } | null;
  attempts: number;
  /** Not before this time (ms since epoch) for an automatic retry. */
  nextAttemptAt: number | null;
}

/** Bytes of one photo sent so far in this tab (not stored: a reload starts from what the server says it has). */
export interface PhotoProgress {
  sent: number;
  total: number;
}
