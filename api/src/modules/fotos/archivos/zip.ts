import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { ALERTA_FOTO_LABELS } from 'shared/contracts';
import { CSV_BOM, csvLine, csvNumber, csvText } from '../../../platform/lib/csv';
import { safeFileName } from './file-names';
import { classifyUbicacion, type ArchivoRow } from './repository';
import type { AlertaFoto } from './schemas';

const ORIGEN = { gps: 'GPS', manual: 'Manual', ninguna: 'Sin ubicación' } as const;

/**
 * Names inside the archive: each photo's own name made safe (safeFileName), unique within the archive regardless of
 * case ("foto.jpg", "foto (2).jpg"; ubicaciones.csv is the archive's own), never a path.
 */
function zipEntryNames(rows: readonly Pick<ArchivoRow, 'nombre_original' | 'mime'>[]): string[] {
  const used = new Set<string>(['ubicaciones.csv']);
  return rows.map(({ nombre_original, mime }) => {
    for (let n = 1; ; n += 1) {
      const name = safeFileName(nombre_original, mime, n === 1 ? '' : ` (${n})`);
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
