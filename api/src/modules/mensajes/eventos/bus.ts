import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { MENSAJE_BORRABLE_MS, type EventoStream, type Mensaje } from 'shared/contracts';
import type { Database, Db } from '../../../platform/db/database';
import type { TipoEvento } from '../../../platform/db/schema';
import { enAlcance, noLeidosDe } from '../repository';

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
 *   in its socket) is cut, and resumes with Last-Event-ID; at most MAX_STREAMS_PER_USER per user (the oldest goes).
 */

/** Events replayed to a resuming stream at most; past that, `recargar`. */
const MAX_REPLAY = 200;
/** Bytes waiting in a stream's socket before it is cut. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** Frames held for a stream while its replay is read. */
const MAX_PENDING = 1000;
const MAX_STREAMS_PER_USER = 20;
/** Events read per query. */
const BATCH = 500;
/** How long unread totals wait to be counted together. */
const UNREAD_COALESCE_MS = 30;
/** setTimeout's longest delay. */
const MAX_TIMER_MS = 2_147_483_647;

interface EventoRow {
  id: number;
  tipo: TipoEvento;
  destinatarios: number[];
  datos: Record<string, unknown>;
}

function frame(event: EventoStream, data: object, id?: number): string {
  return `${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** One open GET /eventos. */
export class Stream {
  private pending: string[] | null = [];
  private closed = false;
  /** Live events up to this id were replayed already. */
  skipUpTo = 0;
  readonly openedAt = Date.now();

  constructor(
    readonly userId: number,
    readonly sessionId: string,
    private readonly res: ServerResponse,
    private readonly onClosed: (s: Stream) => void,
  ) {
    res.on('close', () => this.finish());
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Sends a frame (held while the replay is being written). */
  send(text: string): void {
    if (this.closed) return;
    if (this.pending) {
      this.pending.push(text);
      if (this.pending.length > MAX_PENDING) this.close();
      return;
    }
    this.write(text);
  }

  write(text: string): void {
    if (this.closed) return;
    if (this.res.writableLength > MAX_BUFFERED_BYTES) {
      // Too slow a reader: cut it (it resumes with Last-Event-ID) rather than hold its events in memory.
      this.res.destroy();
      this.finish();
      return;
    }
    this.res.write(text);
  }

  /** Ends the hold of the replay: writes what came meanwhile. */
  release(): void {
    const held = this.pending ?? [];
    this.pending = null;
    for (const text of held) this.write(text);
  }

  /** Closes the stream, after a last frame if given. */
  close(last?: string): void {
    if (this.closed) return;
    if (last) {
      this.pending = null;
      this.write(last);
    }
    this.res.end();
    this.finish();
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.pending = null;
    this.onClosed(this);
  }
}

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
    this.lastId = (await sql<{ id: number | null }>`SELECT max(id) AS id FROM eventos`.execute(this.db)).rows[0].id ?? 0;
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
      const totals = await noLeidosDe(this.db, [stream.userId]);
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
    const oldest = (await sql<{ id: number | null }>`SELECT min(id) AS id FROM eventos`.execute(this.db)).rows[0].id;
    // Events after `last` were pruned (kept a day): what was missed can no longer be told.
    if (oldest === null || oldest > last + 1) return stream.write(frame('recargar', {}));
    // Recipients were fixed when each event was written; what is replayed is only what the user still reaches
    // today (a removed assignment, a new role: docs/decisions/mensajes.md, issue 34 point 5).
    const rows = (
      await sql<EventoRow>`SELECT e.id, e.tipo, e.destinatarios, e.datos FROM eventos e
        WHERE e.id > ${last} AND e.id <= ${upto} AND e.destinatarios @> ARRAY[${stream.userId}::int]
          AND (e.tipo = 'informes' OR ${enAlcance(stream.userId, sql<number>`(e.datos ->> 'conversacion_id')::int`)})
        ORDER BY e.id LIMIT ${MAX_REPLAY + 1}`.execute(this.db)
    ).rows;
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
          const rows = (
            await sql<EventoRow>`SELECT id, tipo, destinatarios, datos FROM eventos WHERE id > ${this.lastId} ORDER BY id LIMIT ${BATCH}`.execute(
              this.db,
            )
          ).rows;
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

  private deliver(row: EventoRow): void {
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
  private frameFor(row: EventoRow, userId: number): string | null {
    if (row.tipo === 'leido') return null;
    if (row.tipo === 'mensaje') {
      const datos = row.datos as { conversacion_id: number; mensaje: Mensaje };
      const m = datos.mensaje;
      const hasta = Date.parse(m.creado_at) + MENSAJE_BORRABLE_MS;
      const borrable = m.autor?.id === userId && !m.eliminado && hasta > Date.now() ? new Date(hasta).toISOString() : null;
      return frame('mensaje', { conversacion_id: datos.conversacion_id, mensaje: { ...m, borrable_hasta: borrable } }, row.id);
    }
    return frame(row.tipo, row.datos, row.id);
  }

  private async sendUnread(): Promise<void> {
    this.unreadTimer = null;
    const ids = [...this.dirty].filter((id) => this.byUser.has(id));
    this.dirty.clear();
    if (ids.length === 0 || this.stopped) return;
    try {
      const totals = await noLeidosDe(this.db, ids);
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
    const row = (
      await sql<{ viva: boolean; ms: number }>`SELECT (s.revocada_at IS NULL AND u.activo) AS viva,
        (extract(epoch FROM (least(s.expira_at, CASE WHEN s.recordarme THEN s.expira_at
           ELSE s.ultima_actividad_at + make_interval(mins => ${this.opts.sessionIdleMinutes}) END) - now())) * 1000)::float8 AS ms
        FROM sesiones s JOIN usuarios u ON u.id = s.usuario_id WHERE s.id = ${sessionId}`.execute(this.db)
    ).rows[0];
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
