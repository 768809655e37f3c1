import { createReadStream, mkdirSync } from 'node:fs';
import { open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS, Upload } from '@tus/server';
import type { Storage } from '../storage/index';
import { ID_PATTERN, tusError, UPLOAD_EXPIRY_MS, type Backend } from './backend';
import { SyncingFileSink } from './file-sink';

/** Unfinished uploads on disk: `@tus/file-store` under DATA_DIR/tus; a finished one is renamed into the photo storage. */
export class DiskBackend implements Backend {
  readonly store: FileStore;

  constructor(
    private readonly dir: string,
    private readonly storage: Storage,
  ) {
    // Private like the rest of DATA_DIR, and there before FileStore's own (unawaited) mkdir runs.
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    this.store = new FileStore({ directory: dir, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  }

  private file(id: string): string {
    if (!ID_PATTERN.test(id)) throw tusError(ERRORS.FILE_NOT_FOUND);
    return path.join(this.dir, id);
  }

  async info(id: string): Promise<Upload | undefined> {
    if (!ID_PATTERN.test(id)) return undefined;
    const stored = await this.store.configstore.get(id);
    return stored ? new Upload(stored) : undefined;
  }

  /**
   * FileStore's `write` (the bytes at `offset` of the upload's file), but flushing while they arrive so the fsync at
   * completion is short (file-sink.ts), and with one stream layer instead of two.
   */
  async write(readable: Readable, id: string, offset: number): Promise<number> {
    const sink = new SyncingFileSink(this.file(id), offset);
    try {
      await pipeline(readable, sink);
    } catch {
      throw tusError(ERRORS.FILE_WRITE_ERROR); // as FileStore answers it; a refusal of the bytes is the caller's to tell
    }
    return offset + sink.written;
  }

  async head(id: string, bytes: number): Promise<Buffer> {
    // Gone meanwhile (replaced by a new upload of the same photo, terminated): as tus answers a missing upload.
    const handle = await open(this.file(id), 'r').catch((err: NodeJS.ErrnoException) => {
      throw err.code === 'ENOENT' ? tusError(ERRORS.FILE_NOT_FOUND) : err;
    });
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async read(id: string): Promise<Readable> {
    return createReadStream(this.file(id));
  }

  localPath(id: string): string {
    return this.file(id);
  }

  async moveTo(id: string, key: string): Promise<void> {
    await this.storage.moveIn(key, this.file(id));
  }

  async discard(id: string): Promise<void> {
    await rm(this.file(id), { force: true });
    await rm(`${this.file(id)}.json`, { force: true });
  }

  async sweep(cutoff: Date): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw err;
    }
    const present = new Set(names);
    let removed = 0;
    for (const name of names) {
      const id = name.replace(/\.json$/, '');
      if (!ID_PATTERN.test(id)) continue;
      // An upload's age is its info file's (written at creation); a data file without one is a crash's leftover.
      if (name === id && present.has(`${id}.json`)) continue;
      const modified = await stat(path.join(this.dir, name)).then(
        (s) => s.mtime,
        () => null,
      );
      if (modified && modified < cutoff) {
        await this.discard(id);
        removed += 1;
      }
    }
    return removed;
  }

  async close(): Promise<void> {}
}
