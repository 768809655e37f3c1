import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { ALERTA_FOTO_LABELS } from 'shared/contracts';
import { CSV_BOM, csvLine, csvNumber, csvText } from '../../../platform/lib/csv';
import { classifyUbicacion, type ArchivoRow } from './repository';
import type { AlertaFoto } from './schemas';

const ORIGEN = { gps: 'GPS', manual: 'Manual', ninguna: 'Sin ubicación' } as const;

/** The longest entry name, in UTF-8 bytes: what a file name may take on common file systems (ext4, APFS, NTFS). */
const MAX_ENTRY_BYTES = 255;
/** An extension longer than this is part of the name. */
const MAX_EXT_BYTES = 16;
/** Names Windows keeps for devices, with any extension ("con.jpg" cannot be created there). */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;
const EXT_OF_MIME: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp' };
const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** The longest start of `text` of at most `max` UTF-8 bytes, cut between whole characters (graphemes, else code points). */
function cutToBytes(text: string, max: number): string {
  if (bytes(text) <= max) return text;
  let out = '';
  for (const { segment } of graphemes.segment(text)) {
    if (bytes(out) + bytes(segment) > max) break;
    out += segment;
  }
  // One grapheme longer than the room (a letter with hundreds of combining marks): whole code points, then.
  if (out !== '') return out;
  for (const ch of text) {
    if (bytes(out) + bytes(ch) > max) break;
    out += ch;
  }
  return out;
}

/**
 * One path-free name from any stored name (docs/decisions/photos-storage.md, "Names inside the ZIP"): the stored name
 * is the device's and a tus client chooses it freely, so it may be "..", hold separators or control characters, or
 * take up to 255 characters (1 020 bytes). Separators, characters Windows refuses and control characters become "_";
 * a name made only of dots and spaces, or none, becomes "imagen" with the photo's extension; trailing dots and spaces
 * go (Windows drops them); a device name ("con.jpg") gets a leading "_". Returns [stem, extension].
 */
function safeParts(stored: string, mime: string): [string, string] {
  const clean = stored
    .normalize('NFC')
    // Control characters, a lone surrogate (never half a character in UTF-8), separators and what Windows refuses.
    .replace(/[\p{Cc}\p{Cs}\\/:*?"<>|]/gu, '_')
    .trim()
    .replace(/[. ]+$/, '');
  if (clean.replace(/[. ]/g, '') === '') return ['imagen', EXT_OF_MIME[mime] ?? ''];
  const dot = clean.lastIndexOf('.');
  const hasExt = dot > 0 && bytes(clean.slice(dot)) <= MAX_EXT_BYTES && !/\s/.test(clean.slice(dot));
  const [stem, ext] = hasExt ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
  const base = stem.split('.')[0];
  return [WINDOWS_DEVICE.test(base.trim()) ? `_${stem}` : stem, ext];
}

/**
 * Names inside the archive: each photo's own name made safe (safeParts), at most MAX_ENTRY_BYTES bytes with its
 * extension kept, unique within the archive regardless of case ("foto.jpg", "foto (2).jpg"; ubicaciones.csv is the
 * archive's own), never a path.
 */
function zipEntryNames(rows: readonly Pick<ArchivoRow, 'nombre_original' | 'mime'>[]): string[] {
  const used = new Set<string>(['ubicaciones.csv']);
  return rows.map(({ nombre_original, mime }) => {
    const [stem, ext] = safeParts(nombre_original, mime);
    for (let n = 1; ; n += 1) {
      const suffix = n === 1 ? '' : ` (${n})`;
      let cut = cutToBytes(stem, MAX_ENTRY_BYTES - bytes(ext) - bytes(suffix));
      if (!ext && !suffix) cut = cut.replace(/[. ]+$/, '');
      cut ||= 'imagen';
      const name = `${cut}${suffix}${ext}`;
      if (!used.has(name.toLowerCase())) {
        used.add(name.toLowerCase());
        return name;
      }
    }
  });
}

/** A photo's flags in one cell: "Fuera de fechas: motivo (revisada por ana el …: comentario)", separated by " | ". */
function formatAlertasCell(alertas: readonly AlertaFoto[]): string {
  return alertas
    .map((x) => {
      const revision = x.revision ? ` (revisada por ${x.revision.usuario} el ${x.revision.fecha}: ${x.revision.comentario})` : '';
      return `${ALERTA_FOTO_LABELS[x.tipo]}: ${x.motivo}${revision}`;
    })
    .join(' | ');
}

/**
 * ubicaciones.csv: one line per photo with its name in the archive, latitude, longitude and where they came from,
 * and what the file itself says (capture time, camera, GPS) with its flags (docs/decisions/photo-evidence.md).
 */
function locationsCsv(rows: readonly ArchivoRow[], names: readonly string[], alertas: ReadonlyMap<number, AlertaFoto[]>): string {
  return (
    CSV_BOM +
    csvLine(['nombre', 'latitud', 'longitud', 'origen', 'tomada', 'tomada_utc', 'camara', 'gps_latitud', 'gps_longitud', 'alertas']) +
    rows
      .map((a, i) =>
        csvLine([
          csvText(names[i]),
          csvNumber(a.latitud),
          csvNumber(a.longitud),
          ORIGEN[classifyUbicacion(a)],
          csvText(a.tomada_local ? `${a.tomada_local.replace('T', ' ')}${a.tomada_offset ? ` ${a.tomada_offset}` : ''}` : ''),
          a.tomada_at ?? '',
          csvText([a.camara_marca, a.camara_modelo].filter(Boolean).join(' ')),
          csvNumber(a.gps_latitud),
          csvNumber(a.gps_longitud),
          csvText(formatAlertasCell(alertas.get(a.id) ?? [])),
        ]),
      )
      .join('')
  );
}

export function zipFileName(informeId: number, campana: string): string {
  const slug = campana
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)
    .toLowerCase();
  return `informe-${informeId}${slug ? `-${slug}` : ''}-imagenes.zip`;
}

/**
 * The report's photos as a ZIP, streamed: every original unchanged (stored, not recompressed: JPEG/PNG/WebP are
 * already compressed) plus ubicaciones.csv. Each original is opened only when the archive reaches it.
 */
export function streamZip(
  rows: readonly ArchivoRow[],
  alertas: ReadonlyMap<number, AlertaFoto[]>,
  open: (a: ArchivoRow) => Promise<Readable>,
  onError: (err: unknown) => void,
): Readable {
  const zip = new ZipFile();
  const names = zipEntryNames(rows);
  rows.forEach((a, i) => {
    zip.addReadStreamLazy(names[i], { compress: false, mtime: new Date(a.creado_at), size: a.tamano }, (cb) => {
      open(a).then(
        (stream) => cb(null, stream),
        (err: unknown) => {
          onError(err);
          cb(err, undefined as unknown as Readable);
        },
      );
    });
  });
  zip.addBuffer(Buffer.from(locationsCsv(rows, names, alertas), 'utf8'), 'ubicaciones.csv', { compress: true });
  zip.end();
  return zip.outputStream as Readable;
}
