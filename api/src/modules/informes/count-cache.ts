import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database';

/**
 * Exact list totals, remembered while the reports' data does not change. The table informes_version holds a number
 * that every statement writing informes bumps in its own transaction (migration 003). One statement reads the
 * version and, only when it differs from the one a remembered total was counted at, counts again: both come from
 * the same snapshot, so a remembered total is exact for as long as its version is current, in this process or
 * any other sharing the database. Paging through a search no longer counts it again on every page.
 */

interface Remembered {
  version: number;
  total: number;
}

/** Per database handle (tests run several apps in one process): filters + scope → total. */
const memory = new WeakMap<object, Map<string, Remembered>>();
const LIMIT = 500;

export async function countInformesRemembered(db: Db, key: string, where: RawBuilder<unknown>): Promise<number> {
  let totals = memory.get(db);
  if (!totals) memory.set(db, (totals = new Map<string, Remembered>()));
  const known = totals.get(key);
  const r = await sql<{ v: number; n: number | null }>`
    SELECT (SELECT v FROM informes_version) AS v,
      CASE WHEN (SELECT v FROM informes_version) = ${known?.version ?? -1} THEN NULL
           ELSE (SELECT count(*)::int FROM informes i WHERE ${where}) END AS n`.execute(db);
  const { v, n } = r.rows[0];
  if (n === null && known) {
    // Most recently used last: the oldest entries are the ones forgotten.
    totals.delete(key);
    totals.set(key, known);
    return known.total;
  }
  const total = n ?? 0;
  totals.delete(key);
  totals.set(key, { version: v, total });
  if (totals.size > LIMIT) totals.delete(totals.keys().next().value as string);
  return total;
}
