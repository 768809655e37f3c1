import type { Readable } from 'node:stream';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import { ERRORS, MemoryKvStore, type Upload } from '@tus/server';
import { StorageNotFoundError, type S3Settings, type Storage } from '../storage/index';
import { ID_PATTERN, S3_PREFIX, tusError, UPLOAD_EXPIRY_MS, type Backend } from './backend';

/** S3Store with its upload info readable without listing parts (the ownership check of every request). */
class PrefixedS3Store extends S3Store {
  async uploadInfo(id: string): Promise<Upload> {
    return (await this.getMetadata(id)).file;
  }

  close(): void {
    this.client.destroy();
  }
}

/** Unfinished uploads in the photos' bucket under `subidas/` (`@tus/s3-store`); a finished one is copied server side. */
export class S3Backend implements Backend {
  readonly store: PrefixedS3Store;
  private readonly cache = new MemoryKvStore<MetadataValue>();

  constructor(
    settings: S3Settings,
    private readonly storage: Storage,
  ) {
    this.store = new PrefixedS3Store({
      s3ClientConfig: {
        bucket: settings.bucket,
        endpoint: settings.endpoint,
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        // As the photo storage (s3-storage.ts): plain bodies, which every S3-compatible service understands.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
      expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
      // Expiry is swept here (below), not by a bucket lifecycle rule on tags.
      useTags: false,
      cache: this.cache,
    });
  }

  private key(id: string): string {
    if (!id.startsWith(S3_PREFIX) || !ID_PATTERN.test(id.slice(S3_PREFIX.length))) throw tusError(ERRORS.FILE_NOT_FOUND);
    return id;
  }

  async info(id: string): Promise<Upload | undefined> {
    try {
      return await this.store.uploadInfo(this.key(id));
    } catch {
      return undefined;
    }
  }

  write(readable: Readable, id: string, offset: number): Promise<number> {
    return this.store.write(readable, id, offset);
  }

  async head(id: string, bytes: number): Promise<Buffer> {
    const chunks: Buffer[] = [];
    const object = await this.storage.get(this.key(id), { start: 0, end: bytes - 1 }).catch((err: unknown) => {
      throw err instanceof StorageNotFoundError ? tusError(ERRORS.FILE_NOT_FOUND) : err;
    });
    for await (const chunk of object) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).subarray(0, bytes);
  }

  read(id: string): Promise<Readable> {
    return this.storage.get(this.key(id));
  }
  localPath(): null {
    return null;
  }

  async moveTo(id: string, key: string): Promise<void> {
    await this.storage.copy(this.key(id), key);
  }

  async discard(id: string): Promise<void> {
    const key = this.key(id);
    // Aborts the multipart upload of an unfinished one; a finished or half-removed one makes it throw, which is fine.
    await this.store.remove(key).catch(() => undefined);
    await this.cache.delete(key);
    for (const k of [key, `${key}.info`, `${key}.part`]) await this.storage.delete(k);
  }

  async sweep(cutoff: Date): Promise<number> {
    const uploads = new Map<string, { created: Date | null; newest: Date }>();
    for await (const page of this.storage.list(S3_PREFIX)) {
      for (const { key, lastModified } of page) {
        const id = key.replace(/\.(info|part)$/, '');
        if (!ID_PATTERN.test(id.slice(S3_PREFIX.length))) continue;
        const seen = uploads.get(id) ?? { created: null, newest: new Date(0) };
        if (key.endsWith('.info')) seen.created = lastModified;
        if (lastModified > seen.newest) seen.newest = lastModified;
        uploads.set(id, seen);
      }
    }
    let removed = 0;
    for (const [id, seen] of uploads) {
      if ((seen.created ?? seen.newest) < cutoff) {
        await this.discard(id);
        removed += 1;
      }
    }
    // Multipart uploads of uploads whose info a crash never wrote.
    await this.storage.removeIncomplete(cutoff, S3_PREFIX);
    return removed;
  }

  async close(): Promise<void> {
    this.store.close();
  }
}
