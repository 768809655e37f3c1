import type { FastifyBaseLogger } from 'fastify';
import { MENSAJE_BORRABLE_MS } from 'shared/contracts';
import type { Database, Db } from '../../../platform/db/database';
import { countUnreadMensajesOf } from '../repository';
import type { Mensaje } from '../schemas';
import * as repo from './repository';
import { frame, type Stream } from './stream';

/**
 * The live stream's engine (GET /eventos; docs/decisions/mensajes.md). One per API instance:
 * - it LISTENs on `eventos` (payload: an event id) and `sesiones` (a session id, or 'u:<user id>'), through
 *   Database.listen: a dedicated connection on PostgreSQL, the pool's connection on the embedded database;
 * - on a notification it reads every event after the last one it read (ids commit in order, platform/live-events.ts),
 *   and writes each to the open streams of its recipients on this instance; then, coalesced, the new unread total
 *   of each recipient whose count may have changed (one query for all of them);
 * - a stream whose session ends (logout, revoked, user deactivated or deleted: `sesiones`; idle or past its
 *   lifetime: a timer per session at the moment it would end) is closed at once;
 * - memory per stream is bounded: a stream the client does not read fast enough (more than MAX_BUFFERED_BYTES waiting
 *   in its socket, stream.ts) is cut, and resumes with Last-Event-ID; at most MAX_STREAMS_PER_USER per user (the
 *   oldest goes).
 * Its SQL is in repository.ts.
 */

/** Events replayed to a resuming stream at most; past that, `recargar`. */
const MAX_REPLAY = 200;
const MAX_STREAMS_PER_USER = 20;
/** Events read per query. */
const BATCH = 500;
/** How long unread totals wait to be counted together. */
const UNREAD_COALESCE_MS = 30;
/** setTimeout's longest delay. */
const MAX_TIMER_MS = 2_147_483_647;

export class EventBus {
  private readonly byUser = new Map<number, Set<Stream>>();
  private readonly bySession = new Map<string, Set<Stream>>();
  private readonly sessionTimers = new Map<string, NodeJS.Timeout>();
  private lastId = 0;
  private pulling: Promise<void> | null = null;
  private pullAgain = false;
  private readonly dirty = new Set<number>();
  private unreadTimer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly database: Database,
    private readonly opts: { heartbeatMs: number; sessionIdleMinutes: number; log: FastifyBaseLogger },
  ) {}

  async start(): Promise<void> {
    this.lastId = (await repo.findLastEventoId(this.db)) ?? 0;
    this.stopListening = await this.database.listen(
      ['eventos', 'sesiones'],
      (channel, payload) => (channel === 'eventos' ? this.pull() : this.sessionEnded(payload)),
      () => {
        this.opts.log.info('eventos: conexión de LISTEN recuperada');
        this.pull();
        this.recheckSessions();
      },
    );
    this.heartbeat = setInterval(() => this.forEachStream((s) => s.write(': \n\n')), this.opts.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Open streams on this instance (tests, diagnostics). */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  private forEachStream(f: (s: Stream) => void): void {
    for (const set of this.byUser.values()) for (const s of [...set]) f(s);
  }

  /** Registers a stream, replays what it missed since `lastEventId`, sends the unread total, then goes live. */
  async add(stream: Stream, lastEventId: string | undefined): Promise<void> {
    if (this.stopped) return stream.close();
    const own = this.byUser.get(stream.userId) ?? new Set<Stream>();
    this.byUser.set(stream.userId, own);
    own.add(stream);
    if (own.size > MAX_STREAMS_PER_USER) [...own].sort((a, b) => a.openedAt - b.openedAt)[0].close();
    const session = this.bySession.get(stream.sessionId) ?? new Set<Stream>();
    this.bySession.set(stream.sessionId, session);
    session.add(stream);
    const upto = this.lastId;
    stream.write('retry: 3000\n\n');
    try {
      await this.watchSession(stream.sessionId);
      if (stream.isClosed) return;
      if (lastEventId !== undefined) await this.replay(stream, lastEventId, upto);
      const totals = await countUnreadMensajesOf(this.db, [stream.userId]);
      stream.write(frame('no_leidos', { total: totals.get(stream.userId) ?? 0 }));
      stream.release();
    } catch (err) {
      this.opts.log.warn({ err: String(err) }, 'eventos: no se pudo abrir el flujo');
      stream.close();
    }
  }

  private async replay(stream: Stream, lastEventId: string, upto: number): Promise<void> {
    const last = /^\d{1,15}$/.test(lastEventId.trim()) ? Number(lastEventId.trim()) : NaN;
    if (!Number.isSafeInteger(last)) return stream.write(frame('recargar', {}));
    if (last >= upto) {
      stream.skipUpTo = last;
      return;
    }
    const oldest = await repo.findOldestEventoId(this.db);
    // Events after `last` were pruned (kept a day): what was missed can no longer be told.
    if (oldest === null || oldest > last + 1) return stream.write(frame('recargar', {}));
    // Only what the user still reaches today (a removed assignment, a new role).
    const rows = await repo.listReplayEventos(this.db, stream.userId, last, upto, MAX_REPLAY + 1);
    if (rows.length > MAX_REPLAY) return stream.write(frame('recargar', {}));
    for (const row of rows) {
      const text = this.frameFor(row, stream.userId);
      if (text) stream.write(text);
    }
  }

  private remove(stream: Stream): void {
    const own = this.byUser.get(stream.userId);
    own?.delete(stream);
    if (own?.size === 0) this.byUser.delete(stream.userId);
    const session = this.bySession.get(stream.sessionId);
    session?.delete(stream);
    if (session?.size === 0) {
      this.bySession.delete(stream.sessionId);
      const timer = this.sessionTimers.get(stream.sessionId);
      if (timer) clearTimeout(timer);
      this.sessionTimers.delete(stream.sessionId);
    }
  }

  /** The callback a Stream calls when it closes. */
  readonly closed = (stream: Stream): void => this.remove(stream);

  /** Reads the events after the last one read and delivers them; calls made meanwhile are coalesced. */
  private pull(): void {
    if (this.stopped) return;
    if (this.pulling) {
      this.pullAgain = true;
      return;
    }
    this.pulling = (async () => {
      try {
        do {
          this.pullAgain = false;
          const rows = await repo.listEventosAfter(this.db, this.lastId, BATCH);
          for (const row of rows) {
            this.lastId = row.id;
            this.deliver(row);
          }
          if (rows.length === BATCH) this.pullAgain = true;
        } while (this.pullAgain && !this.stopped);
      } catch (err) {
        this.opts.log.warn({ err: String(err) }, 'eventos: no se pudieron leer los eventos');
      } finally {
        this.pulling = null;
      }
    })();
  }

  private deliver(row: repo.EventoRow): void {
    // One frame for everyone but a message's author (whose frame says until when it may be deleted).
    const common = this.frameFor(row, -1);
    const author = row.tipo === 'mensaje' ? (row.datos as { mensaje: Mensaje }).mensaje.autor?.id : undefined;
    for (const userId of row.destinatarios) {
      const streams = this.byUser.get(userId);
      if (!streams) continue;
      if (row.tipo !== 'informes') this.dirty.add(userId);
      const text = userId === author ? this.frameFor(row, userId) : common;
      if (!text) continue;
      for (const s of streams) if (row.id > s.skipUpTo) s.send(text);
    }
    if (this.dirty.size > 0 && !this.unreadTimer) {
      this.unreadTimer = setTimeout(() => void this.sendUnread(), UNREAD_COALESCE_MS);
      this.unreadTimer.unref();
    }
  }

  /** The frame of an event as `userId` receives it; null for events that only change a count. */
  private frameFor(row: repo.EventoRow, userId: number): string | null {
    if (row.tipo === 'leido') return null;
    if (row.tipo === 'mensaje') {
      const datos = row.datos as { conversacion_id: number; mensaje: Mensaje };
      const m = datos.mensaje;
      const until = Date.parse(m.creado_at) + MENSAJE_BORRABLE_MS;
      const deletableUntil = m.autor?.id === userId && !m.eliminado && until > Date.now() ? new Date(until).toISOString() : null;
      return frame('mensaje', { conversacion_id: datos.conversacion_id, mensaje: { ...m, borrable_hasta: deletableUntil } }, row.id);
    }
    return frame(row.tipo, row.datos, row.id);
  }

  private async sendUnread(): Promise<void> {
    this.unreadTimer = null;
    const ids = [...this.dirty].filter((id) => this.byUser.has(id));
    this.dirty.clear();
    if (ids.length === 0 || this.stopped) return;
    try {
      const totals = await countUnreadMensajesOf(this.db, ids);
      for (const [userId, total] of totals) {
        const text = frame('no_leidos', { total });
        for (const s of this.byUser.get(userId) ?? []) s.send(text);
      }
    } catch (err) {
      this.opts.log.warn({ err: String(err) }, 'eventos: no se pudieron contar los no leídos');
    }
  }

  /** A session ended (its id), or a user was deactivated ('u:<id>'): their streams close at once. */
  private sessionEnded(payload: string): void {
    const last = frame('sesion_cerrada', {});
    if (payload.startsWith('u:')) {
      for (const s of [...(this.byUser.get(Number(payload.slice(2))) ?? [])]) s.close(last);
      return;
    }
    for (const s of [...(this.bySession.get(payload) ?? [])]) s.close(last);
  }

  /**
   * Closes the session's streams when it is no longer live, or sets a timer for the moment it would end without
   * activity (SESSION_IDLE_MINUTES, unless "Recordarme") or its lifetime: a stream never holds a session alive.
   */
  private async watchSession(sessionId: string): Promise<void> {
    if (this.sessionTimers.has(sessionId) || this.stopped) return;
    const row = await repo.findSessionState(this.db, sessionId, this.opts.sessionIdleMinutes);
    if (!this.bySession.has(sessionId) || this.sessionTimers.has(sessionId)) return;
    if (!row || !row.viva || row.ms <= 0) return this.sessionEnded(sessionId);
    const timer = setTimeout(
      () => {
        this.sessionTimers.delete(sessionId);
        if (this.bySession.has(sessionId))
          void this.watchSession(sessionId).catch((err: unknown) => this.opts.log.warn({ err: String(err) }, 'eventos: sesión sin comprobar'));
      },
      Math.min(Math.ceil(row.ms) + 50, MAX_TIMER_MS),
    );
    timer.unref();
    this.sessionTimers.set(sessionId, timer);
  }

  /** After the LISTEN connection was lost: notifications of ended sessions may have been missed. */
  private recheckSessions(): void {
    for (const [sessionId, timer] of this.sessionTimers) {
      clearTimeout(timer);
      this.sessionTimers.delete(sessionId);
    }
    for (const sessionId of this.bySession.keys()) {
      void this.watchSession(sessionId).catch((err: unknown) => this.opts.log.warn({ err: String(err) }, 'eventos: sesión sin comprobar'));
    }
  }

  /** Server closing: every stream ends (clients reconnect to another instance or later). */
  async close(): Promise<void> {
    this.stopped = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.unreadTimer) clearTimeout(this.unreadTimer);
    for (const timer of this.sessionTimers.values()) clearTimeout(timer);
    this.sessionTimers.clear();
    this.forEachStream((s) => s.close());
    await this.stopListening?.();
    await this.pulling;
  }
}
