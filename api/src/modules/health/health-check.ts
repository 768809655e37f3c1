import type { Db } from '../../platform/db/database';
import { bogotaDate } from '../../platform/time-zone';
import { countCampanasActivas } from '../campanas';

export interface HealthSnapshot {
  campanasActivas: number;
  /** When the database answered (epoch ms). */
  checkedAt: number;
}

/**
 * Database check behind GET /health, shared by concurrent callers and reused for `maxAgeMs`.
 * PGlite runs one query at a time, so a /health that always queued behind list queries would
 * report their latency, not the server's. With a short reuse window, at most one request per
 * window waits for the database; the answer is never older than the window, and a failing
 * check is never reused (the next request retries).
 */
export class HealthCheck {
  private last: HealthSnapshot | null = null;
  private inFlight: Promise<HealthSnapshot> | null = null;

  constructor(
    private readonly db: Db,
    private readonly maxAgeMs: number,
  ) {}

  async get(): Promise<HealthSnapshot> {
    if (this.last && Date.now() - this.last.checkedAt < this.maxAgeMs) return this.last;
    this.inFlight ??= this.query().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async query(): Promise<HealthSnapshot> {
    try {
      // Campaigns running today in Bogotá's calendar, not cancelled (issue 36; served by campanas_fechas_idx).
      const campanasActivas = await countCampanasActivas(this.db, bogotaDate(new Date()));
      this.last = { campanasActivas, checkedAt: Date.now() };
      return this.last;
    } catch (err) {
      this.last = null;
      throw err;
    }
  }
}
