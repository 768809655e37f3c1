import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HashingStream } from './hashing-stream';
import { assertValidKey, StorageNotFoundError, type ByteRange, type Storage, type StoredKey, type StoredObject } from './storage';

/** Partial writes live here until they are complete (a key never starts with "."). */
const TEMP_DIR = '.tmp';
const PAGE_SIZE = 500;

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

async function fsyncPath(target: string, flags: 'r' | 'r+'): Promise<void> {
  const handle = await open(target, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Files under one directory (DATA_DIR/uploads by default), one file per key.
 * A write goes to `.tmp/<uuid>`, is fsynced, then renamed onto its key and the directory fsynced:
 * a crash leaves at most a temp file (removed by removeIncomplete at start-up), never a half file under a key.
 */
export class DiskStorage implements Storage {
  readonly kind = 'disco' as const;
  readonly description: string;

  constructor(private readonly root: string) {
    this.description = `disco local (${root})`;
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, source: Readable): Promise<StoredObject> {
    const target = this.pathOf(key);
    const tempDir = path.join(this.root, TEMP_DIR);
    await mkdir(tempDir, { recursive: true, mode: 0o700 });
    const temp = path.join(tempDir, randomUUID());
    const hasher = new HashingStream();
    const out = createWriteStream(temp, { flags: 'wx', mode: 0o600 });
    try {
      await pipeline(source, hasher, out);
      await fsyncPath(temp, 'r+');
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await rename(temp, target);
      await fsyncPath(path.dirname(target), 'r');
    } catch (err) {
      // A source that fails can reject the pipeline before the file's open and close are done (they run on libuv's
      // threads): removed before then, the temp file would appear after its removal and stay.
      if (!out.closed) await once(out, 'close').catch(() => undefined);
      await rm(temp, { force: true });
      throw err;
    }
    return { key, size: hasher.byteCount, sha256: hasher.sha256() };
  }

  localPath(key: string): string {
    return this.pathOf(key);
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const handle = await open(this.pathOf(key), 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    } catch (err) {
      if (isMissing(err)) throw new StorageNotFoundError(key);
      throw err;
    }
  }

  async moveIn(key: string, file: string): Promise<{ key: string; size: number }> {
    const target = this.pathOf(key);
    await fsyncPath(file, 'r+');
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    try {
      await rename(file, target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      // Another filesystem: copied through the temp directory like any write, then the source goes.
      await this.put(key, createReadStream(file));
      await rm(file, { force: true });
    }
    await fsyncPath(path.dirname(target), 'r');
    return { key, size: (await stat(target)).size };
  }

  async copy(from: string, to: string): Promise<void> {
    await this.put(to, await this.get(from));
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(prefix = ''): AsyncIterable<StoredKey[]> {
    let page: StoredKey[] = [];
    const walk = async function* (dir: string, relative: string): AsyncGenerator<StoredKey> {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (err) {
        if (isMissing(err)) return;
        throw err;
      }
      for (const entry of entries) {
        if (relative === '' && entry.name === TEMP_DIR) continue;
        const key = relative === '' ? entry.name : `${relative}/${entry.name}`;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) yield* walk(full, key);
        else if (entry.isFile() && key.startsWith(prefix)) {
          try {
            yield { key, lastModified: (await stat(full)).mtime };
          } catch (err) {
            if (!isMissing(err)) throw err; // deleted while listing
          }
        }
      }
    };
    for await (const item of walk(this.root, '')) {
      page.push(item);
      if (page.length === PAGE_SIZE) {
        yield page;
        page = [];
      }
    }
    if (page.length > 0) yield page;
  }

  async removeIncomplete(olderThan: Date): Promise<number> {
    const tempDir = path.join(this.root, TEMP_DIR);
    let names: string[];
    try {
      names = await readdir(tempDir);
    } catch (err) {
      if (isMissing(err)) return 0;
      throw err;
    }
    let removed = 0;
    for (const name of names) {
      const file = path.join(tempDir, name);
      try {
        if ((await stat(file)).mtime < olderThan) {
          await rm(file, { force: true });
          removed += 1;
        }
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    }
    return removed;
  }

  async check(): Promise<void> {
    try {
      await mkdir(this.root, { recursive: true, mode: 0o700 });
      await access(this.root, constants.W_OK);
    } catch (err) {
      throw new Error(`No se puede escribir en el directorio de archivos ${this.root}: ${(err as Error).message}`);
    }
  }

  async close(): Promise<void> {}
}
