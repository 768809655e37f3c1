import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';

/** How long a request waits for another request's lock on the same upload (MemoryLocker's default). */
const ACQUIRE_TIMEOUT_MS = 30_000;

interface Holder {
  release: RequestRelease;
  /** Requests waiting for this upload, woken when it is unlocked. */
  waiters: Set<() => void>;
}

/**
 * One request at a time per upload, on this instance: @tus/server's MemoryLocker, without its AbortController per
 * request (every `lock()` ended with `abort()`, which builds a DOMException and its stack: about 5 ms of the API's CPU
 * per photo in the profile of issue #24). Same behaviour: a request finding the upload locked asks the holder to
 * release it (tus cancels that request, which then unlocks), waits, and gives up after 30 s or when its own request
 * stops (500 `failed to acquire lock`, as tus answers it). The uncontended path sets no timer.
 */
export class UploadLocker implements Locker {
  private readonly held = new Map<string, Holder>();

  newLock(id: string): Lock {
    return {
      lock: (signal, requestRelease) => this.lock(id, signal, requestRelease),
      unlock: async () => this.unlock(id),
    };
  }

  private async lock(id: string, signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
    for (;;) {
      const holder = this.held.get(id);
      if (!holder) {
        this.held.set(id, { release: requestRelease, waiters: new Set() });
        return;
      }
      if (signal.aborted || Date.now() >= deadline) throw Object.assign(new Error(ERRORS.ERR_LOCK_TIMEOUT.body), ERRORS.ERR_LOCK_TIMEOUT);
      await holder.release();
      if (this.held.get(id) === holder) await this.released(holder, signal, deadline - Date.now());
    }
  }

  /** Resolves when `holder` unlocks, the wait times out or `signal` aborts (the loop above then decides). */
  private released(holder: Holder, signal: AbortSignal, waitMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        holder.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, waitMs));
      signal.addEventListener('abort', done, { once: true });
      holder.waiters.add(done);
    });
  }

  private unlock(id: string): void {
    const holder = this.held.get(id);
    if (!holder) throw new Error('Releasing an unlocked lock!');
    this.held.delete(id);
    for (const wake of [...holder.waiters]) wake();
  }
}
