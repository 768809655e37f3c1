import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { FileHandle } from 'node:fs/promises';

/**
 * The archive is a plain POSIX tar (ustar) file, so an operator can also list or unpack it with `tar`
 * (docs/decisions/backups.md). Written in place with a file handle: an entry's header is written after its bytes, once
 * their size is known (an object read from S3 has no size up front). Read back strictly: every byte of the file is
 * either a header (its checksum), an entry's bytes (their SHA-256 in the manifest) or padding that must be zeros, so
 * one flipped byte anywhere is found.
 */
const BLOCK = 512;
/** 11 octal digits: the largest size a ustar header holds. */
const MAX_SIZE = 8 ** 11 - 1;

export class ArchiveDamagedError extends Error {
  constructor(detail: string) {
    super(`El respaldo está dañado: ${detail} / the archive is damaged`);
    this.name = 'ArchiveDamagedError';
  }
}

export interface WrittenEntry {
  nombre: string;
  bytes: number;
  sha256: string;
}

const octal = (n: number, width: number) => n.toString(8).padStart(width - 1, '0') + '\0';

function splitName(name: string): [prefix: string, rest: string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  const cut = name.lastIndexOf('/', 155);
  if (cut > 0 && Buffer.byteLength(name.slice(0, cut)) <= 155 && Buffer.byteLength(name.slice(cut + 1)) <= 100) {
    return [name.slice(0, cut), name.slice(cut + 1)];
  }
  throw new Error(`Nombre demasiado largo para el respaldo: "${name}"`);
}

function header(name: string, size: number, mtime: number): Buffer {
  if (size > MAX_SIZE) throw new Error(`"${name}" supera el tamaño que admite un respaldo (8 GiB)`);
  const [prefix, rest] = splitName(name);
  const h = Buffer.alloc(BLOCK);
  h.write(rest, 0, 100, 'utf8');
  h.write(octal(0o600, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(size, 12), 124, 'ascii');
  h.write(octal(mtime, 12), 136, 'ascii');
  h.write('        ', 148, 'ascii');
  h.write('0', 156, 'ascii');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  h.write(prefix, 345, 155, 'utf8');
  h.write(octal(checksum(h), 7) + ' ', 148, 'ascii');
  return h;
}

/** The sum of the header's bytes with its checksum field counted as spaces. */
function checksum(h: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i];
  return sum;
}

/** Size of one write into the archive. */
const WRITE_BYTES = 1024 * 1024;
/** Written bytes between two flushes to disk. */
const SYNC_BYTES = 128 * 1024 * 1024;

/** Appends entries to an open file, from its start. */
export class TarWriter {
  constructor(
    private readonly file: FileHandle,
    /** Where the next entry starts (a writer may go on where another stopped). */
    public position = 0,
  ) {}

  /** Bytes written since the last flush to disk. */
  private unsynced = 0;

  /** Writes `chunks` as the entry `name`; returns its size and SHA-256. */
  async add(name: string, chunks: AsyncIterable<Buffer | string> | Iterable<Buffer | string>): Promise<WrittenEntry> {
    const start = this.position;
    let at = start + BLOCK;
    const hash = createHash('sha256');
    // Streams come in 64 KB chunks: gathered into writes of WRITE_BYTES, a 5 GB archive is 5 000 writes, not 80 000.
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      const bytes = pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      let done = 0;
      while (done < bytes.length) done += (await this.file.write(bytes, done, bytes.length - done, at + done)).bytesWritten;
      at += bytes.length;
      await this.syncEvery(bytes.length);
    };
    for await (const chunk of chunks) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      hash.update(bytes);
      pending.push(bytes);
      pendingBytes += bytes.length;
      if (pendingBytes >= WRITE_BYTES) await flush();
    }
    if (pendingBytes > 0) await flush();
    const size = at - start - BLOCK;
    await this.file.write(header(name, size, Math.floor(Date.now() / 1000)), 0, BLOCK, start);
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding > 0) await this.file.write(Buffer.alloc(padding), 0, padding, at);
    this.position = at + padding;
    return { nombre: name, bytes: size, sha256: hash.digest('hex') };
  }

  /**
   * Flushes to disk every SYNC_BYTES: gigabytes of photos otherwise pile up as dirty pages that the kernel then writes
   * back in one burst, beside the database's own reads and writes (docs/decisions/backups.md, "Measured").
   */
  private async syncEvery(bytes: number): Promise<void> {
    this.unsynced += bytes;
    if (this.unsynced < SYNC_BYTES) return;
    this.unsynced = 0;
    await this.file.datasync();
  }

  /** The end-of-archive marker (two zero blocks); then the file is flushed to disk. */
  async finish(): Promise<void> {
    await this.file.write(Buffer.alloc(2 * BLOCK), 0, 2 * BLOCK, this.position);
    await this.file.sync();
  }
}

export interface TarEntry {
  nombre: string;
  bytes: number;
  /** Where its bytes start in the file. */
  offset: number;
}

const isZero = (b: Buffer) => b.every((x) => x === 0);

async function readExactly(file: FileHandle, length: number, position: number): Promise<Buffer | null> {
  const buf = Buffer.alloc(length);
  let got = 0;
  while (got < length) {
    const { bytesRead } = await file.read(buf, got, length - got, position + got);
    if (bytesRead === 0) return null;
    got += bytesRead;
  }
  return buf;
}

function parseHeader(h: Buffer, at: number): { nombre: string; bytes: number } {
  const text = (from: number, length: number) => {
    const field = h.subarray(from, from + length);
    const end = field.indexOf(0);
    return field.subarray(0, end === -1 ? length : end).toString('utf8');
  };
  const stored = Number.parseInt(text(148, 8).trim(), 8);
  if (stored !== checksum(h) || text(257, 6) !== 'ustar' || text(156, 1) !== '0') {
    throw new ArchiveDamagedError(`el encabezado en el byte ${at} no cuadra con su suma de control`);
  }
  const bytes = Number.parseInt(text(124, 12), 8);
  const prefix = text(345, 155);
  const name = text(0, 100);
  if (!Number.isSafeInteger(bytes) || name === '') throw new ArchiveDamagedError(`el encabezado en el byte ${at} no se puede leer`);
  return { nombre: prefix ? `${prefix}/${name}` : name, bytes };
}

/**
 * Every entry of the archive with where its bytes are, checking its structure on the way: each header's checksum,
 * zeros in each padding and in the end marker, nothing after it. Throws ArchiveDamagedError naming the byte.
 */
export async function listTar(file: FileHandle): Promise<TarEntry[]> {
  const { size: fileSize } = await file.stat();
  const entries: TarEntry[] = [];
  let at = 0;
  for (;;) {
    const h = await readExactly(file, BLOCK, at);
    if (!h) throw new ArchiveDamagedError(`termina en el byte ${at} sin la marca de final (¿copia incompleta?)`);
    if (isZero(h)) {
      const second = await readExactly(file, BLOCK, at + BLOCK);
      if (!second || !isZero(second) || fileSize !== at + 2 * BLOCK) {
        throw new ArchiveDamagedError(`la marca de final en el byte ${at} no es la esperada`);
      }
      return entries;
    }
    const { nombre, bytes } = parseHeader(h, at);
    const offset = at + BLOCK;
    const padding = (BLOCK - (bytes % BLOCK)) % BLOCK;
    if (offset + bytes + padding > fileSize) throw new ArchiveDamagedError(`«${nombre}» está cortado (¿copia incompleta?)`);
    if (padding > 0) {
      const pad = await readExactly(file, padding, offset + bytes);
      if (!pad || !isZero(pad)) throw new ArchiveDamagedError(`el relleno tras «${nombre}» (byte ${offset + bytes}) no es de ceros`);
    }
    entries.push({ nombre, bytes, offset });
    at = offset + bytes + padding;
  }
}

/** A stream of one entry's bytes. */
export function readEntry(path: string, entry: TarEntry): Readable {
  // createReadStream's end is inclusive.
  if (entry.bytes === 0) return Readable.from([]);
  return createReadStream(path, { start: entry.offset, end: entry.offset + entry.bytes - 1, highWaterMark: 256 * 1024 });
}

/** SHA-256 of one entry's bytes. */
export async function hashEntry(path: string, entry: TarEntry): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of readEntry(path, entry)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
