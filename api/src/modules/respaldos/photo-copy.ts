import { open } from 'node:fs/promises';
import { setPriority } from 'node:os';
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { StorageSettings } from '../../platform/config';
import { originalKey, StorageNotFoundError, thumbnailKey, type Storage } from '../fotos';
import { PHOTO_PREFIX } from './manifest';
import { TarWriter, type WrittenEntry } from './tar';

/**
 * The photos' part of an archive, copied in a worker thread at the lowest CPU priority (docs/decisions/backups.md,
 * "Measured"): gigabytes hashed and written on the API's own thread, on two cores, made every request wait behind it.
 * On Linux a thread's nice value is its own, so the worker takes only the CPU the server leaves idle.
 */
export interface PhotoCopyJob {
  archive: string;
  /** Where the tar's next entry starts. */
  position: number;
  nombres: string[];
  storage: StorageSettings;
}

export interface PhotoCopyResult {
  archivos: WrittenEntry[];
  miniaturas: number;
  position: number;
}

const WORKER = new URL('./photo-copy-worker.ts', import.meta.url);

async function readObject(storage: Storage, key: string, required: boolean): Promise<Readable | null> {
  try {
    return await storage.get(key);
  } catch (err) {
    if (!(err instanceof StorageNotFoundError)) throw err;
    if (!required) return null;
    throw new Error(
      `Falta en el almacenamiento la foto «${key}», que la base de datos nombra; el respaldo se cancela / a photo is missing from storage`,
    );
  }
}

/** Appends each photo's original (required) and thumbnail (when there is one) to the archive; runs in the worker. */
export async function copyPhotos(job: PhotoCopyJob, storage: Storage): Promise<PhotoCopyResult> {
  try {
    setPriority(19);
  } catch {
    /* not allowed here: normal priority */
  }
  const file = await open(job.archive, 'r+');
  try {
    const tar = new TarWriter(file, job.position);
    const archivos: WrittenEntry[] = [];
    let miniaturas = 0;
    for (const nombre of job.nombres) {
      archivos.push(await tar.add(PHOTO_PREFIX + originalKey(nombre), (await readObject(storage, originalKey(nombre), true))!));
      const thumbnail = await readObject(storage, thumbnailKey(nombre), false);
      if (thumbnail) {
        archivos.push(await tar.add(PHOTO_PREFIX + thumbnailKey(nombre), thumbnail));
        miniaturas++;
      }
    }
    return { archivos, miniaturas, position: tar.position };
  } finally {
    await file.close();
  }
}

/** Runs copyPhotos in a worker thread; rejects with the worker's error. */
export function copyPhotosInWorker(job: PhotoCopyJob): Promise<PhotoCopyResult> {
  return new Promise((resolve, reject) => {
    // TypeScript through tsx, registered in the worker itself (a worker's --import does not load hooks in Node 20).
    const boot = `Promise.all([import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}), import(${JSON.stringify(import.meta.resolve('tsx/cjs/api'))})])
      .then(([esm, cjs]) => { cjs.register(); esm.register(); return import(${JSON.stringify(WORKER.href)}); })
      .catch((err) => require('node:worker_threads').parentPort.postMessage({ ok: false, message: String(err) }));`;
    const worker = new Worker(boot, { eval: true, workerData: job });
    let settled = false;
    worker.once('message', (m: { ok: true; result: PhotoCopyResult } | { ok: false; message: string }) => {
      settled = true;
      if (m.ok) resolve(m.result);
      else reject(new Error(m.message));
    });
    worker.once('error', (err) => {
      settled = true;
      reject(err);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`La copia de fotos terminó sin respuesta (código ${code})`));
    });
  });
}
