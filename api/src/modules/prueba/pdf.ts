import PDFDocument from 'pdfkit';
import { ALERTA_FOTO_LABELS, estadoLabel, nombreControl, verificacionInforme, type AlertaFoto } from 'shared/contracts';
import { formatFecha, formatFechaRange, classifyUbicacion } from '../fotos';
import type { InformeExportRow } from '../informes';
import type { Manifiesto } from './manifiesto';
import {
  COLOR,
  ensureRoom,
  FOOTER,
  formatBogotaInstant,
  formatCoordinate,
  MARGIN,
  pageLimit,
  plural,
  toPdfText,
  usableWidth,
  writeFields,
  writeHeading,
} from './pdf-layout';
import { drawMapaFotos } from './pdf-mapa';
import { writeFooters, writeManifiestoSection } from './pdf-manifiesto';
import type { FotoPaquete } from './repository';

/** Everything a pack prints, read before the first byte (docs/decisions/proof-pack.md). */
export interface PaqueteData {
  manifiesto: Manifiesto;
  hash: string;
  /** "Nombre Apellido (usuario)". */
  generadoPor: string;
  /** The filters in words (a list's pack), or empty. */
  filtros: string[];
  informes: readonly InformeExportRow[];
  fotos: ReadonlyMap<number, readonly FotoPaquete[]>;
  alertas: ReadonlyMap<number, readonly AlertaFoto[]>;
}

export interface PaqueteSources {
  /** The photo's thumbnail as JPEG or PNG (pdfkit reads no WebP), or null when there is none. */
  readMiniatura: (foto: FotoPaquete) => Promise<Buffer | null>;
  /** Resolves when the reader has taken enough of what was written (backpressure between photos). */
  waitForReader: () => Promise<void>;
  /** True once the download was abandoned: stop writing. */
  cancelled: () => boolean;
  onError: (err: unknown, what: string) => void;
}

const ORIGEN = { gps: 'GPS automático', manual: 'ubicación manual', ninguna: 'sin ubicación' } as const;

/** "Tomada el 5 de marzo de 2026, 10:31:02 (UTC-05:00)", as the camera wrote it. */
function describeTomada(f: FotoPaquete): string {
  if (!f.tomada_local) return 'Sin fecha de captura en el archivo';
  const [dia, hora] = f.tomada_local.split('T');
  const zona = f.tomada_offset ? ` (UTC${f.tomada_offset})` : ' (hora de la cámara, sin zona)';
  return `Tomada el ${formatFecha(dia)}, ${hora}${zona}`;
}

function summarize(values: readonly string[], max = 6): string {
  const unique = [...new Set(values)];
  if (unique.length <= max) return unique.join(', ');
  return `${unique.slice(0, max).join(', ')} y ${plural(unique.length - max, 'más', 'más')}`;
}

/**
 * Writes the pack into `doc` (created by `createPaqueteDocument`): the cover with the scope, the totals and the map, a
 * section per report with each photo, and the manifest; then the footer of every page (the manifest's hash and
 * "Página N de M"). Thumbnails are read one at a time and waited for by `sources.waitForReader`.
 */
export async function writePaquete(doc: PDFKit.PDFDocument, d: PaqueteData, sources: PaqueteSources): Promise<void> {
  await writeCover(doc, d, sources);
  for (const informe of d.informes) {
    if (sources.cancelled()) return;
    await writeInformeSection(doc, d, informe, sources);
  }
  if (sources.cancelled()) return;
  writeManifiestoSection(doc, d.manifiesto, d.hash);
  writeFooters(doc, d.hash);
}

export function createPaqueteDocument(d: Pick<PaqueteData, 'hash' | 'informes'>): PDFKit.PDFDocument {
  const titulo = d.informes.length === 1 ? `Prueba de campaña: informe #${d.informes[0].id}` : `Prueba de campaña: ${d.informes.length} informes`;
  return createPdfDocument(titulo, d.hash);
}

/** What pdfkit keeps of a buffered page: its content stream's chunks, one small Buffer per drawing command. */
type BufferedPages = { _pageBuffer?: Array<{ content?: { buffer?: unknown } }> };

/**
 * A finished page's content stream as one Buffer instead of thousands (one per text line, colour, move…): the pages
 * stay buffered until the end, and a pack of 2 000 photos (~450 pages) held ~40 MB of small Buffers and their objects
 * where one Buffer per page holds ~10 MB. The footers appended at the end still go to the page's chunk list.
 */
function compactPreviousPage(doc: PDFKit.PDFDocument): void {
  const pages = (doc as unknown as BufferedPages)._pageBuffer;
  const content = pages && pages.length > 1 ? pages[pages.length - 2].content : undefined;
  if (content && Array.isArray(content.buffer) && content.buffer.length > 1) content.buffer = [Buffer.concat(content.buffer as Uint8Array[])];
}

/** An A4 document with the pack's margins, its pages buffered until the end (for "Página N de M"). */
export function createPdfDocument(titulo: string, hash: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER - 20 },
    bufferPages: true,
    info: { Title: toPdfText(titulo), Author: 'Informes de Campañas', Subject: `Manifiesto SHA-256: ${hash}` },
    lang: 'es-CO',
  });
  doc.on('pageAdded', () => compactPreviousPage(doc));
  return doc;
}

function describeFechas(informes: readonly InformeExportRow[]): string {
  if (informes.length === 0) return '';
  const desde = informes.map((i) => i.fecha).sort()[0];
  const hasta = informes
    .map((i) => i.fecha_recepcion ?? i.fecha)
    .sort()
    .at(-1)!;
  return formatFechaRange(desde, hasta < desde ? desde : hasta);
}

async function writeCover(doc: PDFKit.PDFDocument, d: PaqueteData, sources: PaqueteSources): Promise<void> {
  const fotos = [...d.fotos.values()].flat();
  const ubicadas = fotos.filter((f) => f.latitud !== null && f.longitud !== null);
  const conAlertas = fotos.filter((f) => (d.alertas.get(f.id) ?? []).some((a) => a.revision === null)).length;
  const revisadas = [...d.alertas.values()].flat().filter((a) => a.revision !== null).length;

  doc.font('Helvetica-Bold').fontSize(22).fillColor(COLOR.texto).text('Prueba de campaña', MARGIN, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(COLOR.suave)
    .text(
      toPdfText(
        `Paquete de prueba de ${plural(d.informes.length, 'informe', 'informes')} con ${plural(fotos.length, 'foto', 'fotos')}: ` +
          'lo que se contrató, dónde y cuándo se hizo, y la evidencia de cada foto.',
      ),
    );
  writeHeading(doc, 'Alcance');
  writeFields(doc, [
    [d.informes.length === 1 ? 'Campaña' : 'Campañas', summarize(d.informes.map((i) => i.campana))],
    [d.informes.length === 1 ? 'Cliente' : 'Clientes', summarize(d.informes.map((i) => i.cliente_nombre))],
    [d.informes.length === 1 ? 'Proveedor' : 'Proveedores', summarize(d.informes.map((i) => i.proveedor_nombre))],
    [d.informes.length === 1 ? 'Servicio' : 'Servicios', summarize(d.informes.map((i) => i.servicio_nombre))],
    ['Fechas', describeFechas(d.informes)],
    ...(d.informes.length === 1 ? [['Informe', `#${d.informes[0].id}`] as const] : [['Filtros', d.filtros.join('; ') || 'Ninguno'] as const]),
    ['Generado el', `${formatBogotaInstant(d.manifiesto.generado_at)} (hora de Bogotá)`],
    ['Generado por', d.generadoPor],
  ]);
  writeHeading(doc, 'Totales');
  writeFields(doc, [
    ['Informes', d.informes.length.toLocaleString('es-CO')],
    ['Fotos', fotos.length.toLocaleString('es-CO')],
    ['Fotos con ubicación', ubicadas.length.toLocaleString('es-CO')],
    ['Fotos con alertas abiertas', conAlertas.toLocaleString('es-CO')],
    ['Alertas revisadas', revisadas.toLocaleString('es-CO')],
  ]);
  writeHeading(doc, 'Mapa de las fotos');
  const alto = Math.max(pageLimit(doc) - doc.y - 36, 200);
  ensureRoom(doc, alto);
  await drawMapaFotos(doc, ubicadas, { x: MARGIN, y: doc.y, width: usableWidth(doc), height: alto }, sources.onError);
  await sources.waitForReader();
}

async function writeInformeSection(doc: PDFKit.PDFDocument, d: PaqueteData, i: InformeExportRow, sources: PaqueteSources): Promise<void> {
  doc.addPage();
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor(COLOR.texto)
    .text(toPdfText(`Informe #${i.id} — ${i.campana}`), MARGIN, MARGIN);
  const verificacion = verificacionInforme(i);
  writeFields(doc, [
    ['Campaña', i.campana],
    ['Cliente', i.cliente_nombre],
    ['Proveedor', i.proveedor_nombre],
    ['Servicio', i.servicio_nombre],
    [
      'Fechas',
      i.fecha_recepcion
        ? `${formatFecha(i.fecha)} – ${formatFecha(i.fecha_recepcion)} (recepción)`
        : `${formatFecha(i.fecha)} (sin fecha de recepción)`,
    ],
    ['Municipio', `${i.localidad_nombre}, ${i.provincia_nombre}`],
    // The site and the check it proves (docs/decisions/sitios-campanas.md), when it names them.
    ...(i.sitio_codigo ? ([['Sitio', `${i.sitio_codigo} ${i.sitio_nombre ?? ''}`.trim()]] as Array<[string, string]>) : []),
    ...(i.control_tipo && i.control_numero !== null
      ? ([['Control', nombreControl({ tipo: i.control_tipo, numero: i.control_numero })]] as Array<[string, string]>)
      : []),
    ['Lugar', i.ubicacion_lugar ?? ''],
    ['Estado', estadoLabel(i.estado)],
    [
      'Verificación',
      verificacion === 'verificado'
        ? 'Verificado: fotos sin alertas abiertas'
        : verificacion === 'con_alertas'
          ? plural(i.alertas_count, 'alerta abierta', 'alertas abiertas')
          : 'Sin fotos',
    ],
    ['Fotos', `${i.archivos_count} (${i.geo_elementos_count} con ubicación)`],
  ]);
  const fotos = d.fotos.get(i.id) ?? [];
  if (fotos.length === 0) {
    doc.moveDown(0.5).font('Helvetica-Oblique').fontSize(10).fillColor(COLOR.suave).text('Este informe no tiene fotos.', MARGIN);
    return;
  }
  writeHeading(doc, 'Fotos', 11);
  for (const [n, f] of fotos.entries()) {
    if (sources.cancelled()) return;
    await writeFoto(doc, f, n + 1, fotos.length, d.alertas.get(f.id) ?? [], sources);
    await sources.waitForReader();
  }
}

const THUMB_W = 150;
const THUMB_H = 112;

/**
 * A photo's entry: its thumbnail on the left, its evidence on the right (capture time, coordinates, `extras` such as
 * the distance to the campaign's site, the file's GPS, the camera, the original's SHA-256 and its flags).
 */
export async function writeFoto(
  doc: PDFKit.PDFDocument,
  f: FotoPaquete,
  n: number,
  total: number,
  alertas: readonly AlertaFoto[],
  sources: PaqueteSources,
  extras: readonly string[] = [],
): Promise<void> {
  const x = MARGIN + THUMB_W + 14;
  const ancho = usableWidth(doc) - THUMB_W - 14;
  const origen = classifyUbicacion(f);
  const lineas: { text: string; font: string; size: number; color: string }[] = [];
  const linea = (text: string, font = 'Helvetica', size = 8.5, color: string = COLOR.texto) =>
    lineas.push({ text: toPdfText(text), font, size, color });
  linea(`Foto ${n} de ${total} · ${f.nombre_original}`, 'Helvetica-Bold', 9.5);
  linea(describeTomada(f));
  linea(
    origen === 'ninguna'
      ? 'Coordenadas: sin ubicación'
      : `Coordenadas: ${formatCoordinate(f.latitud!)}, ${formatCoordinate(f.longitud!)} (${ORIGEN[origen]})`,
  );
  for (const e of extras) linea(e);
  if (f.gps_latitud !== null && f.gps_longitud !== null)
    linea(`GPS del archivo: ${formatCoordinate(f.gps_latitud)}, ${formatCoordinate(f.gps_longitud)}`);
  const camara = [f.camara_marca, f.camara_modelo].filter(Boolean).join(' ');
  linea(`Cámara: ${camara || 'no consta en el archivo'}`);
  linea('SHA-256 del original:', 'Helvetica', 8, COLOR.suave);
  linea(f.sha256 ?? 'no registrado', 'Courier', 7.6);
  if (alertas.length === 0) linea('Sin alertas', 'Helvetica', 8.5, COLOR.revisada);
  for (const a of alertas) {
    linea(`Alerta: ${ALERTA_FOTO_LABELS[a.tipo]}. ${a.motivo}`, 'Helvetica-Bold', 8.5, a.revision ? COLOR.texto : COLOR.alerta);
    if (a.revision) {
      linea(
        `Revisada por ${a.revision.usuario} el ${formatBogotaInstant(a.revision.fecha)}: ${a.revision.comentario}`,
        'Helvetica',
        8.5,
        COLOR.revisada,
      );
    } else linea('Abierta: sin revisar', 'Helvetica', 8.5, COLOR.alerta);
  }
  const alturas = lineas.map((l) => doc.font(l.font).fontSize(l.size).heightOfString(l.text, { width: ancho }) + 1.5);
  const alto =
    Math.max(
      THUMB_H,
      alturas.reduce((a, b) => a + b, 0),
    ) + 12;
  ensureRoom(doc, alto);
  const y0 = doc.y;

  let imagen: Buffer | null = null;
  try {
    imagen = await sources.readMiniatura(f);
  } catch (err) {
    sources.onError(err, 'miniatura no disponible');
  }
  let dibujada = false;
  if (imagen) {
    try {
      doc.image(imagen, MARGIN, y0, { fit: [THUMB_W, THUMB_H], align: 'center', valign: 'center' });
      dibujada = true;
    } catch (err) {
      sources.onError(err, 'miniatura ilegible');
    }
  }
  if (!dibujada) {
    doc.rect(MARGIN, y0, THUMB_W, THUMB_H).fillAndStroke('#f3f4f6', COLOR.linea);
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(COLOR.suave)
      .text('Miniatura no disponible', MARGIN, y0 + THUMB_H / 2 - 5, { width: THUMB_W, align: 'center' });
  }
  let y = y0;
  lineas.forEach((l, k) => {
    doc.font(l.font).fontSize(l.size).fillColor(l.color).text(l.text, x, y, { width: ancho });
    y += alturas[k];
  });
  const fin = y0 + alto - 6;
  doc
    .moveTo(MARGIN, fin)
    .lineTo(MARGIN + usableWidth(doc), fin)
    .lineWidth(0.3)
    .strokeColor(COLOR.linea)
    .stroke();
  doc.x = MARGIN;
  doc.y = fin + 6;
}
