import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { REPO_ROOT } from '../src/platform/config';
import { HttpError } from '../src/platform/http/errors';
import { detectImageFormat } from 'shared/contracts';
import { makeThumbnail, UploadGuard } from '../src/modules/fotos/images/index';

const fixture = (name: string) => readFileSync(path.join(REPO_ROOT, 'e2e', 'fixtures', 'images', name));

/** Streams `data` through an UploadGuard in chunks of `chunkSize`; resolves with what came out and the detected type. */
async function guard(data: Buffer, maxBytes: number, chunkSize = 7) {
  const chunks: Buffer[] = [];
  for (let i = 0; i < data.length; i += chunkSize) chunks.push(data.subarray(i, i + chunkSize));
  const g = new UploadGuard('foto.jpg', maxBytes, 15);
  const out: Buffer[] = [];
  await pipeline(
    Readable.from(chunks),
    g,
    new Writable({
      write(chunk, _e, cb) {
        out.push(chunk);
        cb();
      },
    }),
  );
  return { bytes: Buffer.concat(out), type: g.type };
}

describe('image type from the first bytes', () => {
  test('JPEG, PNG and WebP are recognised; text, even named .jpg, is not', async () => {
    assert.deepEqual(detectImageFormat(fixture('gps-bogota.jpg')), { mime: 'image/jpeg', ext: 'jpg' });
    assert.deepEqual(detectImageFormat(fixture('no-gps.jpg')), { mime: 'image/jpeg', ext: 'jpg' });
    assert.deepEqual(detectImageFormat(fixture('no-gps.png')), { mime: 'image/png', ext: 'png' });
    const webp = await sharp(fixture('no-gps.png')).webp().toBuffer();
    assert.deepEqual(detectImageFormat(webp), { mime: 'image/webp', ext: 'webp' });
    assert.equal(detectImageFormat(fixture('not-an-image.jpg')), null);
    assert.equal(detectImageFormat(fixture('notes.txt')), null);
    assert.equal(detectImageFormat(Buffer.from('RIFF0000WAVE')), null);
    assert.equal(detectImageFormat(Buffer.alloc(0)), null);
  });
});

describe('UploadGuard', () => {
  test('passes an image through unchanged, whatever the chunk sizes', async () => {
    const original = fixture('gps-medellin.jpg');
    for (const chunkSize of [1, 5, 12, 4096]) {
      const { bytes, type } = await guard(original, 15 * 1024 * 1024, chunkSize);
      assert.ok(bytes.equals(original), `chunks of ${chunkSize}`);
      assert.equal(type?.mime, 'image/jpeg');
    }
  });

  test('a text file named .jpg fails with 415 and a Spanish message, before any byte is passed on', async () => {
    const g = new UploadGuard('not-an-image.jpg', 1024, 15);
    let passed = 0;
    await assert.rejects(
      pipeline(
        Readable.from([fixture('not-an-image.jpg')]),
        g,
        new Writable({
          write(chunk, _e, cb) {
            passed += chunk.length;
            cb();
          },
        }),
      ),
      (err: unknown) =>
        err instanceof HttpError &&
        err.statusCode === 415 &&
        err.code === 'tipo_no_permitido' &&
        err.message === 'not-an-image.jpg no es una imagen válida (se aceptan JPEG, PNG y WebP)',
    );
    assert.equal(passed, 0);
    // Shorter than a signature: refused at the end of the stream.
    await assert.rejects(guard(fixture('notes.txt'), 1024), (err: unknown) => err instanceof HttpError && err.statusCode === 415);
  });

  test('one byte over the limit fails with 413 and the picker wording; exactly the limit passes', async () => {
    const image = fixture('no-gps.png');
    await guard(image, image.length);
    await assert.rejects(
      guard(image, image.length - 1),
      (err: unknown) =>
        err instanceof HttpError &&
        err.statusCode === 413 &&
        err.code === 'archivo_muy_grande' &&
        err.message === 'foto.jpg es muy grande (máximo 15MB)',
    );
  });
});

describe('thumbnails', () => {
  test('upright WebP of at most 400 px with no metadata, while the original keeps its EXIF GPS', async () => {
    const original = fixture('gps-bogota.jpg');
    const originalMeta = await sharp(original).metadata();
    assert.ok(originalMeta.exif && originalMeta.exif.length > 0, 'the fixture carries EXIF');
    const thumb = await makeThumbnail(Readable.from([original]), 'gps-bogota.jpg');
    const meta = await sharp(thumb).metadata();
    assert.equal(meta.format, 'webp');
    assert.ok(Math.max(meta.width ?? 0, meta.height ?? 0) <= 400);
    assert.equal(meta.exif, undefined);
    assert.equal(meta.xmp, undefined);
    assert.equal(meta.icc, undefined);
    assert.equal(thumb.indexOf('Exif'), -1);
    assert.equal(thumb.indexOf('GPS'), -1);
  });

  test('a small image is not enlarged; an image that does not decode is 415', async () => {
    const png = fixture('no-gps.png');
    const { width, height } = await sharp(png).metadata();
    const thumbMeta = await sharp(await makeThumbnail(Readable.from([png]), 'no-gps.png')).metadata();
    assert.deepEqual([thumbMeta.width, thumbMeta.height], [Math.min(width, 400), Math.min(height, 400)]);
    const broken = Buffer.concat([fixture('no-gps.jpg').subarray(0, 200), Buffer.alloc(5000, 0x41)]);
    await assert.rejects(
      makeThumbnail(Readable.from([broken]), 'rota.jpg'),
      (err: unknown) => err instanceof HttpError && err.statusCode === 415 && /^rota\.jpg no es una imagen válida/.test(err.message),
    );
  });

  test('a failing source is reported as itself, not as a bad image', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('almacenamiento caído'));
      },
    });
    await assert.rejects(makeThumbnail(failing, 'x.jpg'), /almacenamiento caído/);
  });
});
