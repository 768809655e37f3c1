import { Transform, type TransformCallback } from 'node:stream';
import { detectImageFormat, IMAGE_SIGNATURE_BYTES, isHeif, type ImageFormat } from 'shared/contracts';
import { fileTooLarge, heicNotAccepted, notAnImage } from './upload-errors';

/**
 * The checks an upload passes while it streams to storage, without holding it in memory:
 * its first bytes must be JPEG, PNG or WebP (else it fails with 415 before anything is passed on; an iPhone's HEIC
 * gets its own message),
 * and it fails with 413 as soon as it goes past `maxBytes`. The storage then drops the partial write.
 */
export class UploadGuard extends Transform {
  /** Set once the first bytes have been checked. */
  type: ImageFormat | null = null;
  private head: Buffer[] = [];
  private headLength = 0;
  private total = 0;

  constructor(
    private readonly fileName: string,
    private readonly maxBytes: number,
    private readonly maxMb: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.total += chunk.length;
    if (this.total > this.maxBytes) {
      callback(fileTooLarge(this.fileName, this.maxMb));
      return;
    }
    if (this.type) {
      callback(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < IMAGE_SIGNATURE_BYTES) {
      callback();
      return;
    }
    this.releaseHead(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.type) callback();
    else this.releaseHead(callback); // a file shorter than the signature
  }

  private releaseHead(callback: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.type = detectImageFormat(head);
    if (!this.type) callback(isHeif(head) ? heicNotAccepted(this.fileName) : notAnImage(this.fileName));
    else callback(null, head);
  }
}
