/** The worker thread of photo-copy.ts: copies the job's photos into the archive and posts the outcome. */
import { parentPort, workerData } from 'node:worker_threads';
import { createStorage } from '../fotos';
import { copyPhotos, type PhotoCopyJob } from './photo-copy';

const job = workerData as PhotoCopyJob;
const storage = createStorage(job.storage);
try {
  parentPort!.postMessage({ ok: true, result: await copyPhotos(job, storage) });
} catch (err) {
  parentPort!.postMessage({ ok: false, message: err instanceof Error ? err.message : String(err) });
} finally {
  await storage.close();
}
