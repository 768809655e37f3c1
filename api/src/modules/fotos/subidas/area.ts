import { createHash, randomBytes, type Hash } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/server';
import type { Storage, StorageSettings } from '../storage/index';
import { ID_PATTERN, S3_PREFIX, tusError, UPLOAD_EXPIRY_MS, type Backend } from './backend';
import { DiskBackend } from './disk-backend';
import { Intake } from './intake';
import { S3Backend } from './s3-backend';

/**
 * Where unfinished tus uploads live (docs/decisions/photos-storage.md, "Resumable uploads"): with disk storage,
 * `@tus/file-store` under DATA_DIR/tus; with S3, `@tus/s3-store` in the photos' bucket under `subidas/`. A finished
 * upload is moved into the photo storage (disk: renamed; S3: copied server side) and its tus remains removed.
 */

/** Uploads whose running SHA-256 is remembered between PATCHes (the oldest are forgotten beyond this). */
const MAX_REMEMBERED = 2000;

/**
 * The database's record of unfinished uploads (modules/fotos/subidas/repository.ts, migration 019), by the id a URL shows:
 * what the caps count. A removed upload's row goes first, so a crash in between leaves bytes the age sweep finds,
 * never a place held for nothing.
 */
export interface UploadLedger {
  /** Forgets an upload (finished, terminated, refused): its place is free at once. */
  release(id: string): Promise<void>;
  /** Takes up to `limit` uploads expired at `now` (each by one instance): their rows are gone, their ids returned. */
  takeExpired(now: Date, limit: number): Promise<string[]>;
}

/** Expired uploads taken from the ledger at a time by the sweep. */
const SWEEP_BATCH = 100;
/**
 * The storage's own sweep (uploads the ledger does not know: made before it, or whose row a crash removed first) looks
 * this much further back than the expiry: the ledger's sweep, on whichever instance, removes the others, and the
 * two never race for the same upload.
 */
const UNKNOWN_GRACE_MS = 3600_000;

/**
 * The tus data store the server talks to: the backend's store, plus
 * - the type check on the first bytes (offset 0): not JPEG/PNG/WebP → 415 (HEIC → formato_heic), and the upload is
 *   removed at once;
 * - a SHA-256 kept while an upload's bytes arrive in order on this instance (else computed again at completion);
 * - an upload finished and moved away still answers `getUpload` until its request has answered (@tus/server reads
 *   it once more after onUploadFinish for creation-with-upload);
 * - termination and expiry remove every piece (`remove`).
 */
export class UploadArea extends DataStore {
  private readonly hashes = new Map<string, { hash: Hash; offset: number }>();
  private readonly infos = new Map<string, Upload>();
  private readonly finished = new Map<string, Upload>();

  constructor(
    private readonly backend: Backend,
    /** Prefix of the store's ids (S3: the bucket prefix); the URLs carry the id without it. */
    readonly idPrefix: string,
    /** The display name of an upload for messages. */
    private readonly nameOf: (metadata: Upload['metadata']) => string,
    private readonly ledger: UploadLedger,
    /** The bytes of each PATCH as they arrive (GET /metrics). */
    private readonly received: (bytes: number) => void = () => {},
  ) {
    super();
    // No creation-defer-length: the server must know the size to refuse it before any byte (413).
    this.extensions = backend.store.extensions.filter((e) => e !== 'creation-defer-length');
  }

  newId(): string {
    return `${this.idPrefix}${randomBytes(16).toString('hex')}`;
  }

  /** The store id of a URL's last segment, or undefined when it cannot be one. */
  idOfUrl(segment: string): string | undefined {
    return ID_PATTERN.test(segment) ? `${this.idPrefix}${segment}` : undefined;
  }

  urlSegment(id: string): string {
    return id.slice(this.idPrefix.length);
  }

  /** The upload's creation metadata (cached: it never changes), or undefined when there is no such upload. */
  async describe(id: string): Promise<Upload | undefined> {
    const known = this.infos.get(id);
    if (known) return known;
    const info = await this.backend.info(id);
    if (info) this.remember(this.infos, id, info);
    return info;
  }

  private remember<T>(map: Map<string, T>, id: string, value: T): void {
    map.delete(id);
    map.set(id, value);
    if (map.size > MAX_REMEMBERED) map.delete(map.keys().next().value!);
  }

  override async create(upload: Upload): Promise<Upload> {
    const created = await this.backend.store.create(upload);
    this.remember(this.infos, upload.id, new Upload({ ...created }));
    return created;
  }

  override async getUpload(id: string): Promise<Upload> {
    return this.finished.get(id) ?? this.backend.store.getUpload(id);
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const running = offset === 0 ? { hash: createHash('sha256'), offset: 0 } : this.hashes.get(id);
    const hash = running?.offset === offset ? running.hash : null;
    this.hashes.delete(id);
    // At offset 0 the first bytes decide the type before anything reaches the store.
    const intake = new Intake(hash, offset === 0 ? this.nameOf((await this.describe(id))?.metadata) : null, this.received);
    readable.on('error', (err) => intake.destroy(err));
    intake.on('error', () => {}); // the store's own pipeline reports it
    readable.pipe(intake);
    let newOffset: number;
    try {
      newOffset = await this.backend.write(intake, id, offset);
    } catch (err) {
      if (intake.refusal) {
        await this.remove(id);
        throw intake.refusal;
      }
      throw err;
    }
    if (intake.refusal) {
      await this.remove(id);
      throw intake.refusal;
    }
    if (hash && newOffset === offset + intake.bytes) this.remember(this.hashes, id, { hash, offset: newOffset });
    return newOffset;
  }

  /** The SHA-256 computed while the bytes arrived, when this instance saw all `size` of them in order. */
  takeHash(id: string, size: number): string | null {
    const running = this.hashes.get(id);
    this.hashes.delete(id);
    return running?.offset === size ? running.hash.digest('hex') : null;
  }

  /** Reads the finished upload again to hash it (it was sent across instances or restarts). */
  async computeHash(id: string): Promise<string> {
    const hash = createHash('sha256');
    for await (const chunk of await this.backend.read(id)) hash.update(chunk as Buffer);
    return hash.digest('hex');
  }

  head(id: string, bytes: number): Promise<Buffer> {
    return this.backend.head(id, bytes);
  }

  /** The whole finished upload, as a stream. */
  read(id: string): Promise<Readable> {
    return this.backend.read(id);
  }

  /** Its file on this machine (disk), or null (S3). */
  localPath(id: string): string | null {
    return this.backend.localPath(id);
  }

  moveTo(id: string, key: string): Promise<void> {
    return this.backend.moveTo(id, key);
  }

  /** Keeps answering `getUpload` as finished until the request that finished it has answered. */
  markFinished(upload: Upload): void {
    this.remember(this.finished, upload.id, new Upload({ ...upload, offset: upload.size ?? upload.offset }));
  }

  forgetFinished(id: string): void {
    this.finished.delete(id);
  }

  /** Removes every piece of an upload and frees its place (termination, a refusal, completion, replacement). */
  override async remove(id: string): Promise<void> {
    this.hashes.delete(id);
    this.infos.delete(id);
    // Its row first (see UploadLedger); the bytes go even when the database does not answer.
    const released = await this.ledger.release(this.urlSegment(id)).then(
      () => null,
      (err: unknown) => (err instanceof Error ? err : new Error(String(err))),
    );
    await this.backend.discard(id);
    if (released) throw released;
  }

  override async declareUploadLength(): Promise<void> {
    throw tusError(ERRORS.UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION);
  }

  override getExpiration(): number {
    return this.backend.store.getExpiration();
  }

  close(): Promise<void> {
    return this.backend.close();
  }

  /**
   * Removes unfinished uploads expired at `now`: those the ledger hands this instance (another instance sweeping at the
   * same time takes others); then, by the storage's own dates, anything older than UPLOAD_EXPIRY_MS + UNKNOWN_GRACE_MS
   * (uploads the ledger does not know, and what a crash left of others). Returns how many uploads.
   */
  override async deleteExpired(now = new Date()): Promise<number> {
    let removed = 0;
    for (;;) {
      const ids = await this.ledger.takeExpired(now, SWEEP_BATCH);
      for (const segment of ids) {
        const id = `${this.idPrefix}${segment}`;
        this.hashes.delete(id);
        this.infos.delete(id);
        await this.backend.discard(id);
      }
      removed += ids.length;
      if (ids.length < SWEEP_BATCH) break;
    }
    return removed + (await this.backend.sweep(new Date(now.getTime() - UPLOAD_EXPIRY_MS - UNKNOWN_GRACE_MS)));
  }
}

/** The upload area for the configured storage: disk → DATA_DIR/tus, S3 → the same bucket under `subidas/`. */
export function createUploadArea(
  settings: StorageSettings,
  storage: Storage,
  dataDir: string,
  nameOf: (metadata: Upload['metadata']) => string,
  ledger: UploadLedger,
  received?: (bytes: number) => void,
): UploadArea {
  return settings.kind === 'disco'
    ? new UploadArea(new DiskBackend(path.join(dataDir, 'tus'), storage), '', nameOf, ledger, received)
    : new UploadArea(new S3Backend(settings, storage), S3_PREFIX, nameOf, ledger, received);
}
