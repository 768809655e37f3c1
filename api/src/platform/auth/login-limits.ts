import { sql, type Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import { HttpError, tooManyAttempts } from '../http/errors';
import type { Db } from '../db/database';

/**
 * Limits on guessing passwords (docs/decisions/login-limits.md), kept in the database so that every API
 * instance on one PostgreSQL shares them, and decided atomically before the slow hash runs
 * (migration 008: reservar_intento / liberar_intento lock the key's row):
 * - per source address: LOGIN_IP_LIMIT_PER_MIN attempts a minute;
 * - per account and source address: LOGIN_ACCOUNT_MAX_FAILURES consecutive failures lock that pair for
 *   LOGIN_ACCOUNT_WINDOW_MIN; attempts in flight count, so concurrent guesses cannot overshoot;
 * - per account, from anywhere: from LOGIN_ACCOUNT_SLOW_AFTER consecutive failures each attempt waits
 *   longer (1 s, 2 s, 4 s… at most 5 min) instead of locking the owner out; at LOGIN_ACCOUNT_LOCK_AFTER
 *   (100, NIST SP 800-63B §5.2.2) the account is locked until an administrator unlocks it.
 * Unknown names are limited like accounts (same answers: no account enumeration). Keys live in a table,
 * not in memory: spraying names cannot push a targeted account out; old rows are swept.
 */
/** reservar_intento's answers besides a wait in ms: locked until unlocked; attempts in flight fill the limit. */
const LOCKED = -1;
const BUSY = -2;
/** How long an attempt waits for attempts of the same key that are being checked. */
const BUSY_WAIT_MS = 15_000;

export interface AttemptSubject {
  /** The account the attempt is about: a user id, or the name typed when no account matches. */
  account: { userId: number } | { name: string };
  ip: string;
  /** Also count the attempt against the per-address limit (sign-in, not password change). */
  countAddress: boolean;
}

export interface Reservation {
  /** Ends the attempt: success clears the failures; a failure counts. Returns true when it locked something. */
  finish(success: boolean): Promise<{ locked: boolean }>;
}

const cuentaBloqueada = () =>
  new HttpError(429, 'cuenta_bloqueada', 'La cuenta está bloqueada por demasiados intentos fallidos. Un administrador debe desbloquearla.');

function accountKey(subject: AttemptSubject): string {
  return 'userId' in subject.account ? `u:${subject.account.userId}` : `n:${subject.account.name.trim().toLowerCase().slice(0, 150)}`;
}

export class LoginLimits {
  private readonly window: string;
  /** Attempts waiting in this process for a busy key, oldest first (see reserve). */
  private readonly waiters = new Map<string, Set<() => void>>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: Pick<
      AppConfig,
      'loginIpLimitPerMinute' | 'loginAccountMaxFailures' | 'loginAccountWindowMinutes' | 'loginAccountSlowAfter' | 'loginAccountLockAfter'
    >,
  ) {
    this.window = `${config.loginAccountWindowMinutes} minutes`;
  }

  /**
   * Reserves the attempt or throws 429 (`demasiados_intentos` with Retry-After, or `cuenta_bloqueada`).
   * When the only obstacle is attempts of the same key still being checked, it waits for them (up to
   * BUSY_WAIT_MS): many correct sign-ins at once from one office are served, concurrent guesses are not.
   */
  async reserve(subject: AttemptSubject): Promise<Reservation> {
    const deadline = Date.now() + BUSY_WAIT_MS;
    const keys = this.keys(subject);
    for (;;) {
      // Another instance's attempts end without waking us: ask again every 2–4 s.
      const pause = 2000 + Math.random() * 2000;
      const reservation = await this.tryReserve(subject, Date.now() < deadline);
      if (reservation) return reservation;
      // Woken as soon as an attempt of these keys ends here; the timer covers other instances.
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          for (const k of keys) this.waiters.get(k)?.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, pause);
        for (const k of keys) {
          if (!this.waiters.has(k)) this.waiters.set(k, new Set());
          this.waiters.get(k)!.add(wake);
        }
      });
    }
  }

  /** One attempt of `key` ended, so one slot is free: wakes the attempt that has waited longest for it. */
  private notify(key: string): void {
    const queue = this.waiters.get(key);
    const first = queue?.values().next().value;
    if (first) first();
  }

  private keys(subject: AttemptSubject): { pair: string; cuenta: string } & Iterable<string> {
    const account = accountKey(subject);
    const pair = `par:${account}|${subject.ip}`;
    const cuenta = `cuenta:${account}`;
    return {
      pair,
      cuenta,
      *[Symbol.iterator]() {
        yield pair;
        yield cuenta;
      },
    };
  }

  /** The reservation; null when busy and still allowed to wait; throws when refused. */
  private async tryReserve(subject: AttemptSubject, mayWait: boolean): Promise<Reservation | null> {
    const { pair, cuenta } = this.keys(subject);
    const c = this.config;
    const address = subject.countAddress ? `ip:${subject.ip}` : null;
    const { waits } = (
      await sql<{ waits: number[] }>`select reservar_acceso(${address}, ${pair}, ${cuenta}, ${c.loginIpLimitPerMinute},
        ${c.loginAccountMaxFailures}, ${this.window}::interval, ${c.loginAccountSlowAfter}, ${c.loginAccountLockAfter}) as waits`.execute(this.db)
    ).rows[0];
    if (waits.some((w) => w !== 0)) {
      if (mayWait && waits.includes(BUSY) && waits.every((w) => w === 0 || w === BUSY)) return null;
      if (waits.includes(LOCKED)) throw cuentaBloqueada();
      throw tooManyAttempts(Math.max(1000, ...waits));
    }
    let finished = false;
    return {
      finish: async (success) => {
        if (finished) return { locked: false };
        finished = true;
        const r = (
          await sql<{ par: boolean; cuenta: boolean }>`
            select liberar_intento(${pair}, 'par', ${success}, ${c.loginAccountMaxFailures}, ${this.window}::interval, 0) as par,
                   liberar_intento(${cuenta}, 'cuenta', ${success}, 0, ${this.window}::interval, ${c.loginAccountLockAfter}) as cuenta`.execute(
            this.db,
          )
        ).rows[0];
        this.notify(pair);
        this.notify(cuenta);
        return { locked: r.par || r.cuenta };
      },
    };
  }

  /** An administrator unlocks an account: its own limits and those of every address for it go. */
  static async unlock(trx: Db, userId: number): Promise<number> {
    const res = await trx
      .deleteFrom('limites_acceso')
      .where((eb) => eb.or([eb('clave', '=', `cuenta:u:${userId}`), eb('clave', 'like', `par:u:${userId}|%`)]))
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  }

  /** Forgets keys nobody needs any more: stale address/pair keys after an hour, accounts after a day. */
  async sweep(): Promise<number> {
    const res = await this.db
      .deleteFrom('limites_acceso')
      .where((eb) =>
        eb.and([
          eb.or([eb('bloqueado_hasta', 'is', null), eb('bloqueado_hasta', '<', sql<string>`now()`)]),
          eb.or([
            eb.and([eb('clave', 'not like', 'cuenta:%'), eb('actualizado_at', '<', sql<string>`now() - interval '1 hour'`)]),
            eb('actualizado_at', '<', sql<string>`now() - interval '1 day'`),
          ]),
        ]),
      )
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  }
}
