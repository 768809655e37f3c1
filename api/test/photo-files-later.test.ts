import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Db } from '../src/platform/db/database';
import { PhotoFiles } from '../src/modules/fotos/archivos/photo-files';
import type { Storage } from '../src/modules/fotos/storage/index';

// Work after an upload's answer (thumbnail, difference hash) waits while photos arrive (docs/decisions/photos-storage.md).
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const never = (err: unknown) => assert.fail(String(err));
const files = (quietMs: number, maxWaitMs: number) => new PhotoFiles({} as Storage, {} as Db, [], { quietMs, maxWaitMs });

describe('work after the answer', () => {
  test('waits while an upload is received and a quiet moment after it, then runs in order', async () => {
    const photos = files(120, 10_000);
    const end = photos.receivingUpload();
    const ran: string[] = [];
    const first = photos.later(async () => void ran.push('miniatura'), never);
    const second = photos.later(async () => void ran.push('huella'), never);
    await sleep(200);
    assert.deepEqual(ran, [], 'nothing runs while the bytes arrive');
    const ended = Date.now();
    end();
    end(); // twice (close after an error): counted once
    await sleep(40);
    assert.deepEqual(ran, [], 'nor right after: the next photo of a burst comes a moment later');
    await Promise.all([first, second]);
    assert.deepEqual(ran, ['miniatura', 'huella']);
    assert.ok(Date.now() - ended >= 120);
  });

  test('never waits longer than its limit, and idle() runs it at once', async () => {
    const photos = files(50, 150);
    const end = photos.receivingUpload(); // an upload that lasts (a slow link)
    let ran = false;
    const started = Date.now();
    await photos.later(async () => void (ran = true), never);
    assert.ok(ran && Date.now() - started >= 140 && Date.now() - started < 2000);

    const slow = files(60_000, 60_000);
    const endSlow = slow.receivingUpload();
    let done = false;
    void slow.later(async () => void (done = true), never);
    await slow.idle();
    assert.equal(done, true, 'idle() (tests, the server closing) does not wait for the uploads');
    endSlow();
    end();
  });

  test('a failure is reported and the queue goes on', async () => {
    const photos = files(10, 1000);
    const failures: unknown[] = [];
    void photos.later(
      async () => Promise.reject(new Error('no decodifica')),
      (err) => failures.push(err),
    );
    let ran = false;
    await photos.later(async () => void (ran = true), never);
    assert.equal(failures.length, 1);
    assert.equal(ran, true);
  });
});
