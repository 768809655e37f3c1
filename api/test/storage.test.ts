import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { DiskStorage } from '../src/modules/fotos/storage/disk-storage';
import { S3Storage } from '../src/modules/fotos/storage/s3-storage';
import { StorageNotFoundError, type Storage } from '../src/modules/fotos/storage/index';
import { startLocalS3, type LocalS3 } from './helpers/s3rver';

/** `size` deterministic bytes in 64 KiB chunks; with `failAfter`, the stream errors once that many bytes went out. */
function byteStream(size: number, failAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error('cliente desconectado'));
        return;
      }
      if (sent >= size) {
        this.push(null);
        return;
      }
      const n = Math.min(64 * 1024, size - sent);
      const chunk = Buffer.alloc(n);
      for (let i = 0; i < n; i += 1) chunk[i] = (sent + i) % 251;
      sent += n;
      this.push(chunk);
    },
  });
}

function expectedSha256(size: number): string {
  const hash = createHash('sha256');
  const chunk = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) chunk[i] = i % 251;
  return hash.update(chunk).digest('hex');
}

async function sha256Of(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

async function allKeys(storage: Storage, prefix?: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of storage.list(prefix)) keys.push(...page.map((k) => k.key));
  return keys.sort();
}

/** The one contract both implementations must keep. */
function storageContract(name: string, open: () => Storage) {
  describe(`Storage contract: ${name}`, () => {
    test('a 12 MB stream is stored and read back byte for byte, with its size and SHA-256', async () => {
      const storage = open();
      const size = 12 * 1024 * 1024 + 123;
      const stored = await storage.put('originales/contrato/grande.jpg', byteStream(size), { contentType: 'image/jpeg' });
      assert.deepEqual(stored, { key: 'originales/contrato/grande.jpg', size, sha256: expectedSha256(size) });
      assert.deepEqual(await sha256Of(await storage.get(stored.key)), { sha256: stored.sha256, size });
    });

    test('a source that fails midway rejects with its own error and leaves nothing under the key', async () => {
      const storage = open();
      const key = 'originales/contrato/cortado.jpg';
      await assert.rejects(storage.put(key, byteStream(12 * 1024 * 1024, 6 * 1024 * 1024)), /cliente desconectado/);
      await assert.rejects(storage.get(key), StorageNotFoundError);
      assert.ok(!(await allKeys(storage)).includes(key));
      // A small file that fails before its end is not kept either (single PutObject path on S3).
      await assert.rejects(storage.put('originales/contrato/corto.jpg', byteStream(100_000, 70_000)), /cliente desconectado/);
      await assert.rejects(storage.get('originales/contrato/corto.jpg'), StorageNotFoundError);
    });

    test('a byte range, a copy within the storage, and a local file moved in (consumed) read back as stored', async () => {
      const storage = open();
      const stored = await storage.put('originales/contrato/fuente.jpg', byteStream(300_000));
      const range = await sha256Of(await storage.get(stored.key, { start: 10, end: 19 }));
      assert.equal(range.size, 10);
      const expected = Buffer.alloc(10);
      for (let i = 0; i < 10; i += 1) expected[i] = (10 + i) % 251;
      assert.equal(range.sha256, createHash('sha256').update(expected).digest('hex'));
      await storage.copy(stored.key, 'originales/contrato/copia.jpg');
      assert.deepEqual(await sha256Of(await storage.get('originales/contrato/copia.jpg')), { sha256: stored.sha256, size: 300_000 });
      const dir = mkdtempSync(path.join(os.tmpdir(), 'contrato-mover-'));
      const file = path.join(dir, 'subida');
      writeFileSync(file, Buffer.from('una foto recibida por tus'));
      assert.deepEqual(await storage.moveIn('originales/contrato/movida.jpg', file), { key: 'originales/contrato/movida.jpg', size: 25 });
      assert.deepEqual(readdirSync(dir), [], 'the local file is consumed');
      assert.equal((await sha256Of(await storage.get('originales/contrato/movida.jpg'))).size, 25);
      rmSync(dir, { recursive: true, force: true });
    });

    test('delete removes the object, twice is fine, and a missing key is StorageNotFoundError', async () => {
      const storage = open();
      await storage.put('miniaturas/contrato/borrar.webp', byteStream(1000));
      await storage.delete('miniaturas/contrato/borrar.webp');
      await storage.delete('miniaturas/contrato/borrar.webp');
      await assert.rejects(
        storage.get('miniaturas/contrato/borrar.webp'),
        (err: unknown) => err instanceof StorageNotFoundError && err.key === 'miniaturas/contrato/borrar.webp',
      );
    });

    test('list returns every key (by prefix too), with its modification time', async () => {
      const storage = open();
      // The storage's own clock (a file system's or an S3 server's), not this process's: they may differ.
      await storage.put('originales/reloj/sonda.png', byteStream(1));
      let probe: Date | undefined;
      for await (const page of storage.list('originales/reloj/')) probe ??= page[0]?.lastModified;
      assert.ok(probe && probe.getTime() > Date.UTC(2020, 0, 1), 'a real modification time');
      const before = probe.getTime() - 60_000;
      for (const n of [1, 2, 3]) await storage.put(`originales/listado/${n}.png`, byteStream(10 + n));
      assert.deepEqual(await allKeys(storage, 'originales/listado/'), [
        'originales/listado/1.png',
        'originales/listado/2.png',
        'originales/listado/3.png',
      ]);
      for await (const page of storage.list('originales/listado/')) {
        for (const item of page) assert.ok(item.lastModified.getTime() >= before, `${item.key} lastModified`);
      }
      assert.deepEqual(await allKeys(storage, 'nada-con-este-prefijo/'), []);
    });

    test('keys are made by the server: paths, upper case and dot segments are refused before anything is written', async () => {
      const storage = open();
      for (const bad of ['../fuera.jpg', '/absoluta.jpg', 'a/../../b.jpg', 'Mayus.jpg', '.tmp/x', 'a//b', 'a/', 'con espacio.jpg']) {
        await assert.rejects(storage.put(bad, byteStream(10)), /Clave de almacenamiento inválida/, bad);
        await assert.rejects(storage.get(bad), /Clave de almacenamiento inválida/, bad);
      }
    });

    test('check() passes on a usable storage', async () => {
      await open().check();
    });
  });
}

describe('disk storage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'informes-storage-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  storageContract('disco', () => new DiskStorage(root));

  test('files are written 0600 under DATA_DIR/uploads-like root; no temp file stays after a failed or a good write', async () => {
    const storage = new DiskStorage(root);
    await storage.put('originales/permisos/a.jpg', byteStream(5000));
    await assert.rejects(storage.put('originales/permisos/b.jpg', byteStream(500_000, 200_000)));
    assert.deepEqual(readdirSync(path.join(root, '.tmp')), []);
    assert.equal(statSync(path.join(root, 'originales', 'permisos', 'a.jpg')).mode & 0o777, 0o600);
  });

  test('removeIncomplete deletes what a crash left in .tmp before the given moment, not newer writes, and list never shows .tmp', async () => {
    const storage = new DiskStorage(root);
    mkdirSync(path.join(root, '.tmp'), { recursive: true });
    const old = path.join(root, '.tmp', 'resto-de-un-corte');
    const fresh = path.join(root, '.tmp', 'subida-en-curso');
    writeFileSync(old, Buffer.alloc(1000));
    writeFileSync(fresh, Buffer.alloc(1000));
    // Moments on the file system's clock (the one that stamps the files), which may not be this process's.
    const now = statSync(fresh).mtimeMs;
    const anHourAgo = new Date(now - 3600_000);
    utimesSync(old, anHourAgo, anHourAgo);
    assert.ok(!(await allKeys(storage)).some((k) => k.includes('tmp')));
    assert.equal(await storage.removeIncomplete(new Date(now - 60_000)), 1);
    assert.deepEqual(readdirSync(path.join(root, '.tmp')), ['subida-en-curso']);
    rmSync(fresh);
  });

  test('check() names the directory it cannot use (here a file stands where the directory should be)', async () => {
    const blocker = path.join(root, 'no-es-directorio');
    writeFileSync(blocker, 'x');
    await assert.rejects(
      new DiskStorage(path.join(blocker, 'uploads')).check(),
      /No se puede escribir en el directorio de archivos .*no-es-directorio/,
    );
  });
});

describe('S3 storage (s3rver)', () => {
  let s3: LocalS3;
  const opened: Storage[] = [];
  before(async () => {
    s3 = await startLocalS3();
  });
  after(async () => {
    for (const storage of opened) await storage.close();
    await s3?.close();
  });
  storageContract('s3', () => {
    const storage = new S3Storage(s3.settings);
    opened.push(storage);
    return storage;
  });

  test('check() explains a missing bucket', async () => {
    const missing = new S3Storage({ ...s3.settings, bucket: 'no-existe' });
    opened.push(missing);
    await assert.rejects(missing.check(), /No se puede usar el bucket "no-existe" .*el bucket no existe/);
  });

  test('removeIncomplete is safe to call (no completed object is touched)', async () => {
    const storage = new S3Storage(s3.settings);
    opened.push(storage);
    await storage.put('originales/incompletos/ok.jpg', byteStream(2000));
    assert.ok((await storage.removeIncomplete(new Date())) >= 0);
    assert.deepEqual(await allKeys(storage, 'originales/incompletos/'), ['originales/incompletos/ok.jpg']);
  });
});
