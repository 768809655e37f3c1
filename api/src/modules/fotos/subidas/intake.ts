import type { Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { detectImageFormat, IMAGE_SIGNATURE_BYTES, isHeif } from 'shared/contracts';
import { heicNotAccepted, notAnImage } from '../images/upload-errors';

/**
 * What a PATCH hands to the upload store passes through here once (one stream layer, not one per check;
 * docs/decisions/photos-storage.md, "Resumable uploads"):
 * - at offset 0 (`checkedAs` is the display name), the first bytes must be JPEG, PNG or WebP before any of them goes
 *   on (not an image → 415 `tipo_no_permitido`, HEIC → 415 `formato_heic`; `refusal` keeps it for the caller);
 * - the bytes are counted, and hashed when `hash` is given (a file sent in one go needs no second read).
 */
export class Intake extends Transform {
  bytes = 0;
  refusal: Error | null = null;
  /** The first bytes, held until there are enough to tell the type; null once told (or when not checked). */
  private head: Buffer[] | null;
  private headLength = 0;

  constructor(
    private readonly hash: Hash | null,
    private readonly checkedAs: string | null,
    /** Each chunk's size as it arrives (GET /metrics). */
    private readonly received: (bytes: number) => void = () => {},
  ) {
    super();
    this.head = checkedAs === null ? null : [];
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    this.received(chunk.length);
    this.hash?.update(chunk);
    if (!this.head) {
      callback(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < IMAGE_SIGNATURE_BYTES) callback();
    else this.releaseHead(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.head)
      this.releaseHead(callback); // a body shorter than the signature
    else callback();
  }

  private releaseHead(callback: TransformCallback): void {
    const head = Buffer.concat(this.head ?? []);
    this.head = null;
    if (detectImageFormat(head)) {
      callback(null, head);
      return;
    }
    const name = this.checkedAs ?? 'imagen';
    this.refusal = isHeif(head) ? heicNotAccepted(name) : notAnImage(name);
    callback(this.refusal);
  }
}
