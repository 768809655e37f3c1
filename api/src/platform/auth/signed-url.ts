import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../http/errors';

/**
 * Short-lived signed links for images, so a plain `<img src>` works without the session token in the URL.
 * A link names one file and one variant and carries its expiry; the signature is an HMAC-SHA256 over the three
 * with a key derived from the server secret (the JWT secret, under its own label, so neither can stand for the
 * other). It cannot be reused for another file or variant, and after its expiry it answers 410.
 * Whoever holds a link may fetch that file until it expires: links are only handed to users allowed to read it.
 */
export type FileVariant = 'original' | 'miniatura';

export interface SignedParams {
  /** Expiry, Unix seconds. */
  exp: number;
  /** base64url HMAC. */
  sig: string;
}

export type SignatureCheck = 'valida' | 'invalida' | 'expirada';

/** Long enough to look through a report's gallery; a reload (or react-query refetch) hands out fresh links. */
export const SIGNED_URL_TTL_SECONDS = 15 * 60;

/**
 * Expiries are rounded up to this step, so the links handed out within one step are the same URLs: a refetch of a
 * report's photos (after adding or deleting one) does not make the browser download every thumbnail again.
 */
export const SIGNED_URL_STEP_SECONDS = 5 * 60;

const invalidLink = () => new HttpError(403, 'enlace_invalido', 'El enlace de la imagen no es válido');
const expiredLink = () => new HttpError(410, 'enlace_expirado', 'El enlace de la imagen expiró. Recargue la página para verla de nuevo.');

export class SignedUrlSigner {
  private readonly key: Buffer;

  constructor(
    serverSecret: Uint8Array,
    private readonly ttlSeconds = SIGNED_URL_TTL_SECONDS,
    private readonly now: () => number = Date.now,
    /** Expiries rounded up to a multiple of this (0: exact). A link stays valid for at least `ttlSeconds`. */
    private readonly stepSeconds = 0,
  ) {
    this.key = createHmac('sha256', serverSecret).update('informes/archivos-firmados/v1').digest();
  }

  private signature(archivoId: number, variant: FileVariant, exp: number): Buffer {
    return createHmac('sha256', this.key).update(`${archivoId}:${variant}:${exp}`).digest();
  }

  sign(archivoId: number, variant: FileVariant): SignedParams {
    const earliest = Math.floor(this.now() / 1000) + this.ttlSeconds;
    const exp = this.stepSeconds > 0 ? Math.ceil(earliest / this.stepSeconds) * this.stepSeconds : earliest;
    return { exp, sig: this.signature(archivoId, variant, exp).toString('base64url') };
  }

  /** `exp=…&sig=…` for a file's URL. */
  query(archivoId: number, variant: FileVariant): string {
    const { exp, sig } = this.sign(archivoId, variant);
    return `exp=${exp}&sig=${sig}`;
  }

  /** A photo's signed link as the API serves it: `/api/v1/archivos/<id>[/miniatura]?exp=…&sig=…`. */
  link(archivoId: number, variant: FileVariant): string {
    return `/api/v1/archivos/${archivoId}${variant === 'miniatura' ? '/miniatura' : ''}?${this.query(archivoId, variant)}`;
  }

  /** The signature is checked first: a forged link is 'invalida' whether or not its date has passed. */
  check(archivoId: number, variant: FileVariant, exp: unknown, sig: unknown): SignatureCheck {
    if (typeof sig !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return 'invalida';
    const expNumber =
      typeof exp === 'string' && /^\d{1,12}$/.test(exp) ? Number(exp) : typeof exp === 'number' && Number.isSafeInteger(exp) ? exp : NaN;
    if (!Number.isSafeInteger(expNumber)) return 'invalida';
    const given = Buffer.from(sig, 'base64url');
    const expected = this.signature(archivoId, variant, expNumber);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalida';
    return expNumber * 1000 <= this.now() ? 'expirada' : 'valida';
  }

  /** Throws 403 (not valid for this file and variant) or 410 (expired). */
  verify(archivoId: number, variant: FileVariant, exp: unknown, sig: unknown): void {
    const result = this.check(archivoId, variant, exp, sig);
    if (result === 'invalida') throw invalidLink();
    if (result === 'expirada') throw expiredLink();
  }
}
