import { open, type FileHandle } from 'node:fs/promises';
import { Writable } from 'node:stream';

/** Unflushed bytes after which the sink asks the disk to flush them (fdatasync), while more keep arriving. */
const FLUSH_EVERY_BYTES = 4 * 1024 * 1024;

/**
 * Writes an upload's bytes into its existing file from `start`, as they arrive, and flushes them to the disk every
 * FLUSH_EVERY_BYTES meanwhile (fdatasync, not awaited by the stream): when the last byte arrives little is left
 * unflushed, so the fsync that makes the finished photo durable (DiskStorage.moveIn) is short. These flushes only
 * start the durability early; the final fsync, rename and directory fsync still come before the row commits
 * (docs/decisions/photos-storage.md, "Resumable uploads"). Chunks queued while a write runs go out in one writev.
 */
export class SyncingFileSink extends Writable {
  /** Bytes written so far. */
  written = 0;
  private handle: FileHandle | null = null;
  private unflushed = 0;
  private flushing: Promise<void> | null = null;
  private flushError: Error | null = null;

  constructor(
    private readonly file: string,
    private readonly start: number,
  ) {
    super({ highWaterMark: 1024 * 1024 });
  }

  override _construct(callback: (error?: Error | null) => void): void {
    open(this.file, 'r+').then((handle) => {
      this.handle = handle;
      callback();
    }, callback);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.writeAll([chunk]).then(() => callback(), callback);
  }

  override _writev(chunks: { chunk: Buffer }[], callback: (error?: Error | null) => void): void {
    this.writeAll(chunks.map((c) => c.chunk)).then(() => callback(), callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    // The last flush in flight settles first: a failed one fails the write (and _destroy cuts the bytes off).
    Promise.resolve(this.flushing).then(() => callback(this.flushError), callback);
  }

  /**
   * Closes the file once no flush is in flight. After a failed flush what this request wrote is cut off again:
   * a later fsync on another descriptor may not report that error (Linux reports a writeback error once), so those
   * bytes must never count as received.
   */
  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    const handle = this.handle;
    this.handle = null;
    Promise.resolve(this.flushing)
      .then(async () => {
        if (this.flushError) await handle?.truncate(this.start);
      })
      .finally(() => handle?.close())
      .then(
        () => callback(error),
        (closeError: Error) => callback(error ?? closeError),
      );
  }

  private async writeAll(buffers: Buffer[]): Promise<void> {
    const handle = this.handle!;
    let pending = buffers;
    while (pending.length > 0) {
      const { bytesWritten } = await handle.writev(pending, this.start + this.written);
      this.written += bytesWritten;
      this.unflushed += bytesWritten;
      pending = rest(pending, bytesWritten);
    }
    if (this.flushError) throw this.flushError;
    if (this.unflushed >= FLUSH_EVERY_BYTES && !this.flushing) {
      this.unflushed = 0;
      this.flushing = handle.datasync().then(
        () => {
          this.flushing = null;
        },
        (err: Error) => {
          this.flushing = null;
          this.flushError = err;
        },
      );
    }
  }
}

/** What `buffers` still holds after its first `bytes` were written (a short write). */
function rest(buffers: Buffer[], bytes: number): Buffer[] {
  let skip = bytes;
  let i = 0;
  while (i < buffers.length && skip >= buffers[i].length) skip -= buffers[i++].length;
  if (i === buffers.length) return [];
  return [buffers[i].subarray(skip), ...buffers.slice(i + 1)];
}
