import assert from 'node:assert/strict';
import { test } from 'node:test';
import { UploadLocker } from '../src/modules/fotos/subidas/upload-locker';

test('one request at a time per upload: a second one asks the holder to release, then gets the lock', async () => {
  const locker = new UploadLocker();
  const order: string[] = [];
  const first = locker.newLock('a');
  await first.lock(new AbortController().signal, () => {
    order.push('release asked');
    setTimeout(() => {
      order.push('first unlocks');
      void first.unlock();
    }, 20);
  });
  // Another upload is not affected.
  const other = locker.newLock('b');
  await other.lock(new AbortController().signal, () => assert.fail('upload b was never contended'));
  const second = locker.newLock('a');
  await second.lock(new AbortController().signal, () => {});
  order.push('second locked');
  assert.deepEqual(order, ['release asked', 'first unlocks', 'second locked']);
  await second.unlock();
  await other.unlock();
  await assert.rejects(second.unlock(), /unlocked lock/);
});

test('a request that stops while waiting gives up (tus answers 500), and the holder keeps the lock', async () => {
  const locker = new UploadLocker();
  const holder = locker.newLock('a');
  await holder.lock(new AbortController().signal, () => {}); // never lets go
  const stop = new AbortController();
  const waiting = locker.newLock('a').lock(stop.signal, () => {});
  setTimeout(() => stop.abort(), 20);
  await assert.rejects(waiting, (err: { status_code?: number }) => err.status_code === 500);
  await holder.unlock();
  await locker.newLock('a').lock(new AbortController().signal, () => {}); // free again
});
