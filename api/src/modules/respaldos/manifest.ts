import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ArchiveDamagedError, hashEntry, listTar, type TarEntry, type WrittenEntry } from './tar';

/**
 * What an archive says about itself (docs/decisions/backups.md): its last two entries are `manifest.json` and
 * `manifest.sha256` (the manifest's own hash), after every file they list.
 */
export const MANIFEST = 'manifest.json';
export const MANIFEST_HASH = 'manifest.sha256';
export const FORMAT = 'informes-de-campanas/respaldo';
const FORMAT_VERSION = 1;

/** Where entries live in the archive. */
export const TABLE_PREFIX = 'base/';
export const SEQUENCES = 'base/secuencias.json';
export const PHOTO_PREFIX = 'fotos/';

export interface Manifest {
  formato: typeof FORMAT;
  version_formato: number;
  /** The product's version (the root package.json) that wrote it. */
  producto: string;
  /** The last migration applied: the schema of the rows. */
  esquema: string;
  migraciones: string[];
  creado_at: string;
  base: 'embebida' | 'postgresql';
  fotos_en: 'disco' | 's3';
  conteos: { informes: number; fotos: number; usuarios: number; miniaturas: number };
  /** Rows of each table, as dumped. */
  tablas: Record<string, number>;
  archivos: WrittenEntry[];
}

export function productVersion(): string {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

export const manifestBytes = (m: Manifest) => Buffer.from(JSON.stringify(m, null, 1) + '\n');
export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export interface CheckedArchive {
  manifest: Manifest;
  /** Entries by name, their bytes checked against the manifest. */
  entries: Map<string, TarEntry>;
}

async function readSmall(file: FileHandle, entry: TarEntry): Promise<Buffer> {
  const buf = Buffer.alloc(entry.bytes);
  await file.read(buf, 0, entry.bytes, entry.offset);
  return buf;
}

function parseManifest(bytes: Buffer): Manifest {
  let m: Manifest;
  try {
    m = JSON.parse(bytes.toString('utf8')) as Manifest;
  } catch {
    throw new ArchiveDamagedError('el manifiesto no se puede leer');
  }
  if (m?.formato !== FORMAT) throw new ArchiveDamagedError('no es un respaldo de Informes de Campañas (falta su formato en el manifiesto)');
  if (m.version_formato !== FORMAT_VERSION) {
    throw new Error(
      `El respaldo usa el formato ${String(m.version_formato)}, que esta versión no lee (lee el ${FORMAT_VERSION}) / unknown archive format`,
    );
  }
  return m;
}

/**
 * Reads the whole archive and checks it before anything is written: its structure, the manifest against its hash,
 * every file the manifest lists (present once, same size, same SHA-256) and no file it does not list.
 * Throws ArchiveDamagedError naming what is wrong.
 */
export async function checkArchive(archive: string, file: FileHandle): Promise<CheckedArchive> {
  const list = await listTar(file);
  const [manifestEntry, hashEntryOfManifest] = list.slice(-2);
  if (manifestEntry?.nombre !== MANIFEST || hashEntryOfManifest?.nombre !== MANIFEST_HASH) {
    throw new ArchiveDamagedError('no termina con su manifiesto (¿respaldo interrumpido?)');
  }
  const bytes = await readSmall(file, manifestEntry);
  const expected = (await readSmall(file, hashEntryOfManifest)).toString('ascii').trim();
  if (sha256(bytes) !== expected) throw new ArchiveDamagedError('el manifiesto no coincide con su SHA-256');
  const manifest = parseManifest(bytes);
  const entries = new Map<string, TarEntry>();
  for (const entry of list.slice(0, -2)) {
    if (entries.has(entry.nombre)) throw new ArchiveDamagedError(`«${entry.nombre}» aparece dos veces`);
    entries.set(entry.nombre, entry);
  }
  const listed = new Set(manifest.archivos.map((a) => a.nombre));
  for (const name of entries.keys()) {
    if (!listed.has(name)) throw new ArchiveDamagedError(`«${name}» no está en el manifiesto`);
  }
  for (const a of manifest.archivos) {
    const entry = entries.get(a.nombre);
    if (!entry) throw new ArchiveDamagedError(`falta «${a.nombre}», que el manifiesto lista`);
    if (entry.bytes !== a.bytes) throw new ArchiveDamagedError(`«${a.nombre}» tiene ${entry.bytes} bytes y el manifiesto dice ${a.bytes}`);
    if ((await hashEntry(archive, entry)) !== a.sha256) throw new ArchiveDamagedError(`«${a.nombre}» no coincide con su SHA-256 del manifiesto`);
  }
  return { manifest, entries };
}
