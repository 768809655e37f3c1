import { DiskStorage } from './disk-storage';
import type { StorageSettings } from '../../../platform/config';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

export type { Storage, StoredObject } from './storage';
export { StorageNotFoundError } from './storage';
export type { S3Settings, StorageSettings } from '../../../platform/config';

/** What config.ts reads from the environment: local disk by default, S3 when the four S3_* variables are set. */

export function createStorage(settings: StorageSettings): Storage {
  return settings.kind === 'disco' ? new DiskStorage(settings.dir) : new S3Storage(settings);
}
