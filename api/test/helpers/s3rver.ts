import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { S3Settings } from '../../src/storage/index';

/** s3rver ships no types; this is the part the tests use. */
interface S3rverInstance {
  run(): Promise<{ port: number; address: string }>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
  vhostBuckets: boolean;
}) => S3rverInstance;

const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;

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
