import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../../../platform/config';
import { HashingStream } from './hashing-stream';
import { assertValidKey, StorageNotFoundError, type ByteRange, type Storage, type StoredKey, type StoredObject } from './storage';

/** 5 MiB (the S3 minimum part) × 2 parts in flight: at most ~10 MiB buffered per upload. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404);

/**
 * Any S3-compatible bucket (AWS S3, MinIO, Ceph, s3rver in the tests).
 * Uploads stream through lib-storage: one PutObject for small files, a multipart upload otherwise; the
 * object only becomes visible when the upload completes, and a failed source aborts the multipart upload.
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly description: string;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.description = `S3 ${settings.endpoint} (bucket ${settings.bucket})`;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Plain bodies with a Content-MD5-free signature: the default "when supported" flexible checksums send
      // aws-chunked bodies with trailers, which many S3-compatible services do not understand.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, source: Readable, options: { contentType?: string } = {}): Promise<StoredObject> {
    assertValidKey(key);
    const hasher = new HashingStream();
    // A source error must reach lib-storage (it then aborts the multipart upload) and the caller.
    const failed: { error: Error | null } = { error: null };
    source.once('error', (err) => {
      failed.error = err;
      hasher.destroy(err);
    });
    source.pipe(hasher);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: key, Body: hasher, ContentType: options.contentType ?? 'application/octet-stream' },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (err) {
      throw failed.error ?? err;
    }
    if (failed.error) {
      // The source failed after lib-storage had read what it thought was the end: do not keep the object.
      await this.delete(key);
      throw failed.error;
    }
    return { key, size: hasher.byteCount, sha256: hasher.sha256() };
  }

  localPath(): null {
    return null;
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    assertValidKey(key);
    try {
      const result = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      const body = result.Body;
      if (body instanceof Readable) return body;
      throw new Error(`S3 devolvió un cuerpo inesperado para "${key}"`);
    } catch (err) {
      if (isNotFound(err)) throw new StorageNotFoundError(key);
      throw err;
    }
  }

  async moveIn(key: string, file: string): Promise<{ key: string; size: number }> {
    const stored = await this.put(key, createReadStream(file));
    await rm(file, { force: true });
    return { key, size: stored.size };
  }

  async copy(from: string, to: string): Promise<void> {
    assertValidKey(from);
    assertValidKey(to);
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.settings.bucket,
        CopySource: `${this.settings.bucket}/${from}`,
        Key: to,
        MetadataDirective: 'REPLACE',
        ContentType: 'application/octet-stream',
      }),
    );
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async *list(prefix = ''): AsyncIterable<StoredKey[]> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix || undefined, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? [])
        .filter((o): o is typeof o & { Key: string } => typeof o.Key === 'string')
        .map((o) => ({ key: o.Key, lastModified: o.LastModified ?? new Date(0) }));
      if (keys.length > 0) yield keys;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async removeIncomplete(olderThan: Date, prefix?: string): Promise<number> {
    let removed = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    try {
      do {
        const page = await this.client.send(
          new ListMultipartUploadsCommand({ Bucket: this.settings.bucket, Prefix: prefix, KeyMarker: keyMarker, UploadIdMarker: uploadIdMarker }),
        );
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= olderThan) continue;
          await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.settings.bucket, Key: upload.Key, UploadId: upload.UploadId }));
          removed += 1;
        }
        keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (keyMarker);
    } catch (err) {
      // Some S3-compatible services (s3rver) do not list multipart uploads; their parts are not objects either,
      // so nothing a user can see is left behind. A bucket lifecycle rule cleans them where supported.
      if (err instanceof S3ServiceException && (err.$metadata?.httpStatusCode === 501 || err.name === 'NotImplemented')) return removed;
      throw err;
    }
    return removed;
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (err) {
      const status = err instanceof S3ServiceException ? err.$metadata?.httpStatusCode : undefined;
      const reason =
        status === 404
          ? 'el bucket no existe'
          : status === 403
            ? 'acceso denegado (revise S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY)'
            : (err as Error).message;
      throw new Error(`No se puede usar el bucket "${this.settings.bucket}" en ${this.settings.endpoint}: ${reason}`);
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
