import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { S3Settings } from '../../src/modules/fotos/storage/index';

/** s3rver ships no types; this is the part the tests use. */
interface S3rverInstance {
  run(): Promise<{ port: number; address: string }>;
  close(): Promise<void>;
  /** Koa's middleware list, composed when the server starts listening. */
  middleware: KoaMiddleware[];
  store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
}

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  body: unknown;
  status: number;
}
type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
  vhostBuckets: boolean;
}) => S3rverInstance;

const require = createRequire(import.meta.url);
const S3rver = require('s3rver') as S3rverConstructor;
const S3Error = require('s3rver/lib/models/error') as new (code: string, message: string) => Error;

/**
 * s3rver stores multipart uploads but does not list their parts, abort them or list them (405/501), which every
 * S3-compatible service used in production does and which @tus/s3-store and the photo sweep rely on. These three
 * read s3rver's own upload directories (`<bucket>/._S3rver_uploads/<uploadId>/{key,<part>,<part>.md5}`).
 */
function multipartExtras(server: S3rverInstance): KoaMiddleware {
  const uploadsDir = (bucket: string) => server.store.getResourcePath(bucket, undefined, 'uploads');
  const noSuchUpload = () => new S3Error('NoSuchUpload', 'The specified upload does not exist.');
  return async (ctx, next) => {
    const match = /^\/([^/]+)(?:\/(.*))?$/.exec(ctx.path);
    if (!match) return next();
    const [, bucket, rawKey] = match;
    const uploadId = ctx.query.uploadId;
    if (ctx.method === 'GET' && !rawKey && ctx.query.uploads !== undefined) {
      const prefix = ctx.query.prefix ?? '';
      const uploads = [];
      for (const id of existsSync(uploadsDir(bucket)) ? readdirSync(uploadsDir(bucket)) : []) {
        const keyFile = path.join(uploadsDir(bucket), id, 'key');
        if (!existsSync(keyFile)) continue;
        const key = readFileSync(keyFile, 'utf8');
        if (key.startsWith(prefix)) uploads.push({ Key: key, UploadId: id, Initiated: statSync(keyFile).mtime.toISOString() });
      }
      ctx.body = { ListMultipartUploadsResult: { Bucket: bucket, Prefix: prefix, IsTruncated: false, Upload: uploads } };
      return;
    }
    if (!rawKey || uploadId === undefined || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) return next();
    const dir = path.join(uploadsDir(bucket), path.basename(uploadId));
    if (!existsSync(path.join(dir, 'key'))) throw noSuchUpload();
    if (ctx.method === 'DELETE') {
      rmSync(dir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    const parts = readdirSync(dir)
      .filter((f) => /^\d+$/.test(f))
      .map(Number)
      .sort((a, b) => a - b)
      .map((n) => {
        const file = path.join(dir, String(n));
        const stat = statSync(file);
        return { PartNumber: n, ETag: `"${readFileSync(`${file}.md5`, 'utf8')}"`, Size: stat.size, LastModified: stat.mtime.toISOString() };
      });
    ctx.body = { ListPartsResult: { Bucket: bucket, Key: decodeURIComponent(rawKey), UploadId: uploadId, IsTruncated: false, Part: parts } };
  };
}

export interface LocalS3 {
  settings: S3Settings;
  /** The same settings as the S3_* environment variables (for startTestApp). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An in-process S3-compatible server (s3rver) on 127.0.0.1:<free port> with one empty bucket, in a temp directory. */
export async function startLocalS3(bucket = 'fotos-informes'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'informes-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }], vhostBuckets: false });
  // Right before s3rver's router (the last middleware), after its XML encoder.
  server.middleware.splice(server.middleware.length - 1, 0, multipartExtras(server));
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    env: { S3_ENDPOINT: settings.endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
