import type { ServerResponse } from 'node:http';
import type { EventoStream } from 'shared/contracts';

/** Bytes waiting in a stream's socket before it is cut. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** Frames held for a stream while its replay is read. */
const MAX_PENDING = 1000;

/** One Server-Sent Events frame: `id:` (events kept for the replay), `event:` and its JSON `data:`. */
export function frame(event: EventoStream, data: object, id?: number): string {
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
