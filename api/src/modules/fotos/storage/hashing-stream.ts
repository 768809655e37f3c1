import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

/** A pass-through that counts bytes and computes their SHA-256 as they flow (read `size`/`sha256()` after the end). */
export class HashingStream extends Transform {
  /** Bytes seen so far (not `size`: lib-storage reads `Body.size` as the announced length). */
  byteCount = 0;
  private readonly hash = createHash('sha256');
  private digest: string | null = null;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null, data?: Buffer) => void): void {
    this.byteCount += chunk.length;
    this.hash.update(chunk);
    callback(null, chunk);
  }

  /** Hex digest of everything that went through; call once the stream has ended. */
  sha256(): string {
    if (this.digest === null) this.digest = this.hash.digest('hex');
    return this.digest;
  }
}
