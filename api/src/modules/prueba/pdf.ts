import PDFDocument from 'pdfkit';
import { ALERTA_FOTO_LABELS, estadoLabel, verificacionInforme, type AlertaFoto } from 'shared/contracts';
import { fechaLarga, rangoFechas, origenUbicacion } from '../fotos';
import { bogotaWallClock } from '../../platform/time-zone';
import type { InformeExportRow } from '../informes';
import { manifiestoCanonico, type Manifiesto } from './manifiesto';
import { mapData, proyeccion, vista } from './mapa';
import type { FotoPaquete } from './repository';

/** Everything a pack prints, read before the first byte (docs/decisions/proof-pack.md). */
export interface DatosPaquete {
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

interface FuentesPaquete {
  /** The photo's thumbnail as JPEG or PNG (pdfkit reads no WebP), or null when there is none. */
  miniatura: (foto: FotoPaquete) => Promise<Buffer | null>;
  /** Resolves when the reader has taken enough of what was written (backpressure between photos). */
  espera: () => Promise<void>;
  /** True once the download was abandoned: stop writing. */
  cancelado: () => boolean;
  onError: (err: unknown, what: string) => void;
}

const MARGIN = 50;
const FOOTER = 46;
const COLOR = { texto: '#1f2937', suave: '#6b7280', linea: '#d1d5db', alerta: '#b45309', revisada: '#047857', punto: '#c2410c' };
const MAP_COLOR = { mar: '#e6f0f7', tierra: '#f4f1e8', colombia: '#ece6d3', borde: '#9ca3af', bordeColombia: '#6b7280', municipio: '#9ca3af' };

/**
 * Text as Helvetica can print it: pdfkit's standard fonts encode WinAnsi (Latin-1 plus a few signs such as – — … « »
 * € ‘ ’ “ ”); anything else (emoji, other scripts) would come out as garbage, so it becomes "?".
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function textoPdf(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const c = ch.codePointAt(0)!;
    if (c === 10 || (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else if (c === 9 || c === 13) out += ' ';
    else out += '?';
  }
  return out;
}

const plural = (n: number, uno: string, varios: string) => `${n.toLocaleString('es-CO')} ${n === 1 ? uno : varios}`;
const coordenada = (v: number) => v.toFixed(5).replace('.', ',');
const ORIGEN = { gps: 'GPS automático', manual: 'ubicación manual', ninguna: 'sin ubicación' } as const;

/** An instant in Bogotá, "25 de noviembre de 2026, 12:30". */
function instanteBogota(iso: string): string {
  const d = bogotaWallClock(new Date(iso));
  return `${fechaLarga(d.slice(0, 10))}, ${d.slice(11, 16)}`;
}

/** "Tomada el 5 de marzo de 2026, 10:31:02 (UTC-05:00)", as the camera wrote it. */
function tomada(f: FotoPaquete): string {
  if (!f.tomada_local) return 'Sin fecha de captura en el archivo';
  const [dia, hora] = f.tomada_local.split('T');
  const zona = f.tomada_offset ? ` (UTC${f.tomada_offset})` : ' (hora de la cámara, sin zona)';
  return `Tomada el ${fechaLarga(dia)}, ${hora}${zona}`;
}

function resumen(values: readonly string[], max = 6): string {
  const unique = [...new Set(values)];
  if (unique.length <= max) return unique.join(', ');
  return `${unique.slice(0, max).join(', ')} y ${plural(unique.length - max, 'más', 'más')}`;
}

/**
 * Writes the pack into `doc` (created by `nuevoDocumento`): the cover with the scope, the totals and the map, a
 * section per report with each photo, and the manifest; then the footer of every page (the manifest's hash and
 * "Página N de M"). Thumbnails are read one at a time and waited for by `fuentes.espera`.
 */
export async function escribirPaquete(doc: PDFKit.PDFDocument, d: DatosPaquete, fuentes: FuentesPaquete): Promise<void> {
  await portada(doc, d, fuentes);
  for (const informe of d.informes) {
    if (fuentes.cancelado()) return;
    await seccionInforme(doc, d, informe, fuentes);
  }
  if (fuentes.cancelado()) return;
  seccionManifiesto(doc, d);
  pies(doc, d.hash);
}

export function nuevoDocumento(d: Pick<DatosPaquete, 'hash' | 'informes'>): PDFKit.PDFDocument {
  const titulo = d.informes.length === 1 ? `Prueba de campaña: informe #${d.informes[0].id}` : `Prueba de campaña: ${d.informes.length} informes`;
  return new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER - 20 },
    bufferPages: true,
    info: { Title: textoPdf(titulo), Author: 'Informes de Campañas', Subject: `Manifiesto SHA-256: ${d.hash}` },
    lang: 'es-CO',
  });
}

const anchoUtil = (doc: PDFKit.PDFDocument) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const limite = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom;

/** A new page when fewer than `alto` points are left on this one. */
function sitio(doc: PDFKit.PDFDocument, alto: number): void {
  if (doc.y + alto > limite(doc)) doc.addPage();
}

/** A thin rule across the page under the current line. */
function raya(doc: PDFKit.PDFDocument): void {
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + anchoUtil(doc), y)
    .lineWidth(0.5)
    .strokeColor(COLOR.linea)
    .stroke();
  doc.y = y + 6;
}

function titulo(doc: PDFKit.PDFDocument, text: string, size = 13): void {
  sitio(doc, size * 3);
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(size).fillColor(COLOR.texto).text(textoPdf(text), MARGIN, doc.y);
  raya(doc);
}

/** "Etiqueta: valor" lines, the label in bold on the left column. */
function campos(doc: PDFKit.PDFDocument, filas: readonly (readonly [string, string])[], etiqueta = 145): void {
  const ancho = anchoUtil(doc) - etiqueta;
  doc.fontSize(9.5);
  for (const [k, v] of filas) {
    const valor = textoPdf(v || '—');
    const alto = Math.max(doc.font('Helvetica').heightOfString(valor, { width: ancho }), 12);
    sitio(doc, alto + 2);
    const y = doc.y;
    doc
      .font('Helvetica-Bold')
      .fillColor(COLOR.suave)
      .text(textoPdf(k), MARGIN, y, { width: etiqueta - 8 });
    doc
      .font('Helvetica')
      .fillColor(COLOR.texto)
      .text(valor, MARGIN + etiqueta, y, { width: ancho });
    doc.y = y + alto + 2;
  }
}

function fechasDe(informes: readonly InformeExportRow[]): string {
  if (informes.length === 0) return '';
  const desde = informes.map((i) => i.fecha).sort()[0];
  const hasta = informes
    .map((i) => i.fecha_recepcion ?? i.fecha)
    .sort()
    .at(-1)!;
  return rangoFechas(desde, hasta < desde ? desde : hasta);
}

async function portada(doc: PDFKit.PDFDocument, d: DatosPaquete, fuentes: FuentesPaquete): Promise<void> {
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
      textoPdf(
        `Paquete de prueba de ${plural(d.informes.length, 'informe', 'informes')} con ${plural(fotos.length, 'foto', 'fotos')}: ` +
          'lo que se contrató, dónde y cuándo se hizo, y la evidencia de cada foto.',
      ),
    );
  titulo(doc, 'Alcance');
  campos(doc, [
    [d.informes.length === 1 ? 'Campaña' : 'Campañas', resumen(d.informes.map((i) => i.campana))],
    [d.informes.length === 1 ? 'Cliente' : 'Clientes', resumen(d.informes.map((i) => i.cliente_nombre))],
    [d.informes.length === 1 ? 'Proveedor' : 'Proveedores', resumen(d.informes.map((i) => i.proveedor_nombre))],
    [d.informes.length === 1 ? 'Servicio' : 'Servicios', resumen(d.informes.map((i) => i.servicio_nombre))],
    ['Fechas', fechasDe(d.informes)],
    ...(d.informes.length === 1 ? [['Informe', `#${d.informes[0].id}`] as const] : [['Filtros', d.filtros.join('; ') || 'Ninguno'] as const]),
    ['Generado el', `${instanteBogota(d.manifiesto.generado_at)} (hora de Bogotá)`],
    ['Generado por', d.generadoPor],
  ]);
  titulo(doc, 'Totales');
  campos(doc, [
    ['Informes', d.informes.length.toLocaleString('es-CO')],
    ['Fotos', fotos.length.toLocaleString('es-CO')],
    ['Fotos con ubicación', ubicadas.length.toLocaleString('es-CO')],
    ['Fotos con alertas abiertas', conAlertas.toLocaleString('es-CO')],
    ['Alertas revisadas', revisadas.toLocaleString('es-CO')],
  ]);
  titulo(doc, 'Mapa de las fotos');
  const alto = Math.max(limite(doc) - doc.y - 36, 200);
  sitio(doc, alto);
  await mapa(doc, ubicadas, { x: MARGIN, y: doc.y, width: anchoUtil(doc), height: alto }, fuentes);
  await fuentes.espera();
}

async function mapa(
  doc: PDFKit.PDFDocument,
  ubicadas: readonly FotoPaquete[],
  box: { x: number; y: number; width: number; height: number },
  fuentes: FuentesPaquete,
): Promise<void> {
  const puntos = ubicadas.map((f) => ({ lon: f.longitud!, lat: f.latitud!, gps: f.tiene_metadatos_gps }));
  const view = vista(puntos, box.width, box.height);
  const xy = proyeccion(view, box);
  const data = await mapData((err) => fuentes.onError(err, 'mapa sin datos geográficos'));
  doc.save();
  doc.rect(box.x, box.y, box.width, box.height).clip();
  doc.rect(box.x, box.y, box.width, box.height).fill(MAP_COLOR.mar);
  if (data) {
    // Colombia last, so its outline is drawn over its neighbours'.
    const paises = [...data.land].sort((a, b) => Number(a.pais === 'COL') - Number(b.pais === 'COL'));
    for (const pais of paises) {
      for (const polygon of pais.polygons) {
        for (const ring of polygon) {
          ring.forEach(([lon, lat], i) => {
            const [x, y] = xy(lon, lat);
            if (i === 0) doc.moveTo(x, y);
            else doc.lineTo(x, y);
          });
          doc.closePath();
        }
      }
      const col = pais.pais === 'COL';
      doc
        .lineWidth(col ? 0.8 : 0.4)
        .fillColor(col ? MAP_COLOR.colombia : MAP_COLOR.tierra)
        .strokeColor(col ? MAP_COLOR.bordeColombia : MAP_COLOR.borde)
        .fillAndStroke(col ? MAP_COLOR.colombia : MAP_COLOR.tierra, col ? MAP_COLOR.bordeColombia : MAP_COLOR.borde, 'even-odd');
    }
    // Municipalities: points when zoomed in, and their names when closer still.
    const span = view[2] - view[0];
    // On the whole country every municipality would be a grey smudge: only department capitals there.
    const visibles = data.places.filter(
      (p) => (span < 8 || p.capital) && p.lon >= view[0] && p.lon <= view[2] && p.lat >= view[1] && p.lat <= view[3],
    );
    const nombres = span < 2.5 ? visibles : visibles.filter((p) => p.capital && span < 16);
    for (const p of visibles) {
      const [x, y] = xy(p.lon, p.lat);
      doc.circle(x, y, p.capital ? 1.6 : 1).fill(MAP_COLOR.municipio);
    }
    doc.font('Helvetica').fontSize(span < 2.5 ? 6.5 : 6);
    for (const p of nombres.slice(0, 250)) {
      const [x, y] = xy(p.lon, p.lat);
      doc.fillColor(COLOR.suave).text(textoPdf(p.nombre), x + 3, y - 3, { lineBreak: false });
    }
  }
  for (const p of puntos) {
    const [x, y] = xy(p.lon, p.lat);
    if (p.gps) doc.circle(x, y, 3.2);
    else doc.polygon([x, y - 4], [x + 4, y], [x, y + 4], [x - 4, y]);
    doc.lineWidth(0.8).fillAndStroke(COLOR.punto, '#ffffff');
  }
  doc.restore();
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.5).strokeColor(MAP_COLOR.borde).stroke();
  // The legend: shape, not only colour, tells GPS from a pin on the map.
  const ly = box.y + box.height + 8;
  doc
    .circle(box.x + 4, ly + 4, 3.2)
    .lineWidth(0.8)
    .fillAndStroke(COLOR.punto, '#ffffff');
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(COLOR.suave)
    .text('GPS automático', box.x + 12, ly, { lineBreak: false });
  const mx = box.x + 95;
  doc.polygon([mx, ly], [mx + 4, ly + 4], [mx, ly + 8], [mx - 4, ly + 4]).fillAndStroke(COLOR.punto, '#ffffff');
  doc.fillColor(COLOR.suave).text('Ubicación manual', mx + 8, ly, { lineBreak: false });
  const nota = puntos.length === 0 ? 'Ninguna foto tiene ubicación.' : `${plural(puntos.length, 'foto ubicada', 'fotos ubicadas')}.`;
  doc.text(textoPdf(`${nota} Mapa sin conexión: tierra y municipios (DANE); sin calles.`), box.x + 190, ly, { lineBreak: false });
  doc.x = MARGIN;
  doc.y = ly + 14;
}

async function seccionInforme(doc: PDFKit.PDFDocument, d: DatosPaquete, i: InformeExportRow, fuentes: FuentesPaquete): Promise<void> {
  doc.addPage();
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor(COLOR.texto)
    .text(textoPdf(`Informe #${i.id} — ${i.campana}`), MARGIN, MARGIN);
  const verificacion = verificacionInforme(i);
  campos(doc, [
    ['Campaña', i.campana],
    ['Cliente', i.cliente_nombre],
    ['Proveedor', i.proveedor_nombre],
    ['Servicio', i.servicio_nombre],
    [
      'Fechas',
      i.fecha_recepcion ? `${fechaLarga(i.fecha)} – ${fechaLarga(i.fecha_recepcion)} (recepción)` : `${fechaLarga(i.fecha)} (sin fecha de recepción)`,
    ],
    ['Municipio', `${i.localidad_nombre}, ${i.provincia_nombre}`],
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
  titulo(doc, 'Fotos', 11);
  for (const [n, f] of fotos.entries()) {
    if (fuentes.cancelado()) return;
    await foto(doc, f, n + 1, fotos.length, d.alertas.get(f.id) ?? [], fuentes);
    await fuentes.espera();
  }
}

const THUMB_W = 150;
const THUMB_H = 112;

async function foto(
  doc: PDFKit.PDFDocument,
  f: FotoPaquete,
  n: number,
  total: number,
  alertas: readonly AlertaFoto[],
  fuentes: FuentesPaquete,
): Promise<void> {
  const x = MARGIN + THUMB_W + 14;
  const ancho = anchoUtil(doc) - THUMB_W - 14;
  const origen = origenUbicacion(f);
  const lineas: { text: string; font: string; size: number; color: string }[] = [];
  const linea = (text: string, font = 'Helvetica', size = 8.5, color: string = COLOR.texto) =>
    lineas.push({ text: textoPdf(text), font, size, color });
  linea(`Foto ${n} de ${total} · ${f.nombre_original}`, 'Helvetica-Bold', 9.5);
  linea(tomada(f));
  linea(
    origen === 'ninguna' ? 'Coordenadas: sin ubicación' : `Coordenadas: ${coordenada(f.latitud!)}, ${coordenada(f.longitud!)} (${ORIGEN[origen]})`,
  );
  if (f.gps_latitud !== null && f.gps_longitud !== null) linea(`GPS del archivo: ${coordenada(f.gps_latitud)}, ${coordenada(f.gps_longitud)}`);
  const camara = [f.camara_marca, f.camara_modelo].filter(Boolean).join(' ');
  linea(`Cámara: ${camara || 'no consta en el archivo'}`);
  linea('SHA-256 del original:', 'Helvetica', 8, COLOR.suave);
  linea(f.sha256 ?? 'no registrado', 'Courier', 7.6);
  if (alertas.length === 0) linea('Sin alertas', 'Helvetica', 8.5, COLOR.revisada);
  for (const a of alertas) {
    linea(`Alerta: ${ALERTA_FOTO_LABELS[a.tipo]}. ${a.motivo}`, 'Helvetica-Bold', 8.5, a.revision ? COLOR.texto : COLOR.alerta);
    if (a.revision) {
      linea(`Revisada por ${a.revision.usuario} el ${instanteBogota(a.revision.fecha)}: ${a.revision.comentario}`, 'Helvetica', 8.5, COLOR.revisada);
    } else linea('Abierta: sin revisar', 'Helvetica', 8.5, COLOR.alerta);
  }
  const alturas = lineas.map((l) => doc.font(l.font).fontSize(l.size).heightOfString(l.text, { width: ancho }) + 1.5);
  const alto =
    Math.max(
      THUMB_H,
      alturas.reduce((a, b) => a + b, 0),
    ) + 12;
  sitio(doc, alto);
  const y0 = doc.y;

  let imagen: Buffer | null = null;
  try {
    imagen = await fuentes.miniatura(f);
  } catch (err) {
    fuentes.onError(err, 'miniatura no disponible');
  }
  let dibujada = false;
  if (imagen) {
    try {
      doc.image(imagen, MARGIN, y0, { fit: [THUMB_W, THUMB_H], align: 'center', valign: 'center' });
      dibujada = true;
    } catch (err) {
      fuentes.onError(err, 'miniatura ilegible');
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
    .lineTo(MARGIN + anchoUtil(doc), fin)
    .lineWidth(0.3)
    .strokeColor(COLOR.linea)
    .stroke();
  doc.x = MARGIN;
  doc.y = fin + 6;
}

/**
 * The canonical text in lines of at most `max` characters, cut before each `{"id":` (a report or a photo: that text
 * cannot occur inside a JSON string, whose quotes are escaped) and, where a piece is still too long, anywhere but next
 * to a space (a reader's copy could lose a space at the end or the start of a line). Joined without anything between
 * them, the lines are the text again.
 */
export function lineasManifiesto(canonico: string, max: number): string[] {
  const out: string[] = [];
  for (const pieza of canonico.split(/(?=\{"id":)/)) {
    let resto = pieza;
    while (resto.length > max) {
      let corte = max;
      while (corte > 1 && (resto[corte - 1] === ' ' || resto[corte] === ' ')) corte -= 1;
      out.push(resto.slice(0, corte));
      resto = resto.slice(corte);
    }
    if (resto) out.push(resto);
  }
  return out;
}

const MANIFIESTO_SIZE = 7.5;
const MANIFIESTO_LINEA = 9.5;

/**
 * The manifest's exact canonical text (pure ASCII, docs/decisions/proof-pack.md), in Courier so every character is
 * the same width and nothing is replaced: the lines joined without line breaks are the bytes whose SHA-256 is at the
 * foot of every page.
 */
function seccionManifiesto(doc: PDFKit.PDFDocument, d: DatosPaquete): void {
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(15).fillColor(COLOR.texto).text('Manifiesto', MARGIN, MARGIN);
  doc
    .moveDown(0.4)
    .font('Helvetica')
    .fontSize(9)
    .fillColor(COLOR.texto)
    .text(
      textoPdf(
        'El número que aparece al pie de cada página es el SHA-256 de este manifiesto: el texto de abajo, entre las dos ' +
          'rayas. Para comprobarlo, cópielo y una sus líneas sin añadir nada entre ellas (ni espacios ni saltos de línea): ' +
          'es un JSON de una sola línea, solo con caracteres ASCII (cualquier otro carácter está escrito como \\uXXXX). ' +
          'Calcule el SHA-256 de ese texto (por ejemplo, con sha256sum) y compárelo. Cada SHA-256 de foto es el de los bytes ' +
          'del original tal como se subió: el original descargado de la aplicación debe dar el mismo. El paquete queda ' +
          'registrado y se puede verificar por su número.',
      ),
      { width: anchoUtil(doc) },
    );
  doc.moveDown(0.6);
  raya(doc);
  doc.font('Courier').fontSize(MANIFIESTO_SIZE).fillColor(COLOR.texto);
  const max = Math.floor(anchoUtil(doc) / doc.widthOfString('0')) - 1;
  for (const linea of lineasManifiesto(manifiestoCanonico(d.manifiesto), max)) {
    sitio(doc, MANIFIESTO_LINEA);
    const y = doc.y;
    doc.font('Courier').fontSize(MANIFIESTO_SIZE).fillColor(COLOR.texto).text(linea, MARGIN, y, { lineBreak: false });
    doc.y = y + MANIFIESTO_LINEA;
  }
  raya(doc);
  doc.moveDown(0.5);
  sitio(doc, 30);
  doc.font('Helvetica-Bold').fontSize(9).fillColor(COLOR.texto).text('SHA-256 del manifiesto', MARGIN, doc.y);
  doc.font('Courier').fontSize(8.5).text(d.hash, MARGIN, doc.y);
}

/** The manifest's hash and "Página N de M" at the foot of every page (the pages are buffered for M). */
function pies(doc: PDFKit.PDFDocument, hash: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let p = start; p < start + count; p += 1) {
    doc.switchToPage(p);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // text below the bottom margin would otherwise open a new page
    const y = doc.page.height - MARGIN + 6;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(doc.page.width - MARGIN, y - 6)
      .lineWidth(0.3)
      .strokeColor(COLOR.linea)
      .stroke();
    doc.font('Courier').fontSize(7).fillColor(COLOR.suave).text(`Manifiesto SHA-256: ${hash}`, MARGIN, y, { lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .text(`Página ${p - start + 1} de ${count}`, MARGIN, y, { width: doc.page.width - 2 * MARGIN, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
