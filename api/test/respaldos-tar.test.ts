import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, test } from 'node:test';
import { listTar, readEntry, TarWriter } from '../src/modules/respaldos/tar';

/** The archive's writer (api/src/modules/respaldos/tar.ts) gathers a stream's chunks into larger writes: what it writes must be what it was given. */
const dir = mkdtempSync(path.join(os.tmpdir(), 'informes-tar-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

test('entries of many chunks, across the writer’s 1 MB writes, read back byte for byte at their offsets, with their SHA-256', async () => {
  // A photo as a stream gives 64 KB chunks; the database's rows come as strings; an entry may be empty or one byte.
  const photo = randomBytes(3 * 1024 * 1024 + 12_345);
  const chunks = Array.from({ length: Math.ceil(photo.length / 65_536) }, (_, i) => photo.subarray(i * 65_536, (i + 1) * 65_536));
  const rows = Array.from({ length: 20_000 }, (_, i) => `{"id":${i},"texto":"fila ñ ${i}"}\n`);
  const entries = [
    { nombre: 'fotos/originales/a', bytes: photo, source: () => Readable.from(chunks) },
    { nombre: 'base/informes.jsonl', bytes: Buffer.from(rows.join('')), source: () => rows },
    { nombre: 'vacio', bytes: Buffer.alloc(0), source: () => [] },
    { nombre: 'uno', bytes: Buffer.from('x'), source: () => ['x'] },
  ];
  const archive = path.join(dir, 'prueba.tar');
  const file = await open(archive, 'w');
  const written = [];
  try {
    const tar = new TarWriter(file);
    for (const e of entries) written.push(await tar.add(e.nombre, e.source()));
    await tar.finish();
  } finally {
    await file.close();
  }
  assert.deepEqual(
    written,
    entries.map((e) => ({ nombre: e.nombre, bytes: e.bytes.length, sha256: sha(e.bytes) })),
  );
  const read = await open(archive, 'r');
  const listed = await listTar(read).finally(() => read.close());
  assert.deepEqual(
    listed.map((e) => [e.nombre, e.bytes]),
    entries.map((e) => [e.nombre, e.bytes.length]),
  );
  for (const [i, e] of listed.entries()) assert.ok((await bytesOf(readEntry(archive, e))).equals(entries[i].bytes), e.nombre);
});
