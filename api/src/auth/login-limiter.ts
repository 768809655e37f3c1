/**
 * Per-account brute-force protection for POST /auth/login (in memory, per API process):
 * after `maxFailures` failed attempts inside `windowMs`, the account is locked until the
 * oldest of those failures leaves the window. A successful login clears the record.
 * (Per-IP limiting is done by @fastify/rate-limit on the route.)
 */
export class LoginAttemptLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly maxKeys = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until the key may try again; 0 when not locked. */
  retryAfterMs(key: string): number {
    const list = this.recent(key);
    if (list.length < this.maxFailures) return 0;
    return Math.max(1, list[list.length - this.maxFailures] + this.windowMs - this.now());
  }

  recordFailure(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.failures.delete(key); // re-insert: Map order = least recently failed first
    this.failures.set(key, list.slice(-this.maxFailures));
    if (this.failures.size > this.maxKeys) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length === 0) this.failures.delete(key);
    return list;
  }
}
