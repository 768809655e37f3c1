import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { configureHashing, hashPassword, inHashSlot, verifyPassword } from '../src/platform/auth/password';
import { HttpError } from '../src/platform/http/errors';

/**
 * Issue 12 (low): the slow password hash shares libuv's thread pool with static file reads, so at most
 * HASH_CONCURRENCY hashes run at once, the rest wait in line, and past the queue limit the server answers 503
 * at once (docs/decisions/login-limits.md). The effect on a static file's p99 is measured by
 * scripts/bench/login-under-load.mjs, not here.
 */
after(() => configureHashing(2));

test('at most HASH_CONCURRENCY hashes at once; every one of them still finishes, in order of arrival', async () => {
  configureHashing(2);
  let running = 0;
  let peak = 0;
  const finished: number[] = [];
  const gates: Array<() => void> = [];
  const tasks = Array.from({ length: 8 }, (_, i) =>
    inHashSlot(async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise<void>((resolve) => gates.push(resolve));
      running--;
      finished.push(i);
    }),
  );
  while (finished.length < 8) {
    await new Promise((r) => setImmediate(r));
    assert.ok(running <= 2, `${running} hashes at once`);
    gates.shift()?.();
  }
  await Promise.all(tasks);
  assert.equal(peak, 2);
  assert.deepEqual(finished, [0, 1, 2, 3, 4, 5, 6, 7]);
});

test('beyond the queue limit a sign-in is refused at once with 503 servidor_ocupado, and the queue drains', async () => {
  configureHashing(1);
  let release!: () => void;
  const blocker = inHashSlot(() => new Promise<void>((resolve) => (release = resolve)));
  const queued = Array.from({ length: 500 }, () => inHashSlot(async () => 'ok'));
  await assert.rejects(
    inHashSlot(async () => 'too many'),
    (err: unknown) => err instanceof HttpError && err.statusCode === 503 && err.code === 'servidor_ocupado',
  );
  release();
  await blocker;
  assert.equal((await Promise.all(queued)).length, 500);
});

test('hashing and verifying go through the slots and still work', async () => {
  configureHashing(2);
  const hashes = await Promise.all(['uno-uno-1', 'dos-dos-2', 'tres-tres-3'].map((p) => hashPassword(p)));
  assert.deepEqual(await Promise.all(hashes.map((h, i) => verifyPassword(h, ['uno-uno-1', 'dos-dos-2', 'tres-tres-3'][i]))), [true, true, true]);
  assert.equal(await verifyPassword(hashes[0], 'otra'), false);
});
