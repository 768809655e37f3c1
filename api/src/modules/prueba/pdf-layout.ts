import { formatFecha } from '../fotos';
import { bogotaWallClock } from '../../platform/time-zone';

/** The proof pack's page layout (docs/decisions/proof-pack.md): margins, colours, Helvetica's text, and the blocks every section uses. */

export const MARGIN = 50;
export const FOOTER = 46;
export const COLOR = { texto: '#1f2937', suave: '#6b7280', linea: '#d1d5db', alerta: '#b45309', revisada: '#047857', punto: '#c2410c' };

/**
 * Text as Helvetica can print it: pdfkit's standard fonts encode WinAnsi (Latin-1 plus a few signs such as – — … « »
 * € ‘ ’ “ ”); anything else (emoji, other scripts) would come out as garbage, so it becomes "?".
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function toPdfText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const c = ch.codePointAt(0)!;
    if (c === 10 || (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else if (c === 9 || c === 13) out += ' ';
    else out += '?';
  }
  return out;
}

export const plural = (n: number, uno: string, varios: string) => `${n.toLocaleString('es-CO')} ${n === 1 ? uno : varios}`;
export const formatCoordinate = (v: number) => v.toFixed(5).replace('.', ',');

/** An instant in Bogotá, "25 de noviembre de 2026, 12:30". */
export function formatBogotaInstant(iso: string): string {
  const d = bogotaWallClock(new Date(iso));
  return `${formatFecha(d.slice(0, 10))}, ${d.slice(11, 16)}`;
}

export const usableWidth = (doc: PDFKit.PDFDocument) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
export const pageLimit = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom;

/** A new page when fewer than `alto` points are left on this one. */
export function ensureRoom(doc: PDFKit.PDFDocument, alto: number): void {
  if (doc.y + alto > pageLimit(doc)) doc.addPage();
}

/** A thin rule across the page under the current line. */
export function drawRule(doc: PDFKit.PDFDocument): void {
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + usableWidth(doc), y)
    .lineWidth(0.5)
    .strokeColor(COLOR.linea)
    .stroke();
  doc.y = y + 6;
}

export function writeHeading(doc: PDFKit.PDFDocument, text: string, size = 13): void {
  ensureRoom(doc, size * 3);
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(size).fillColor(COLOR.texto).text(toPdfText(text), MARGIN, doc.y);
  drawRule(doc);
}

/** "Etiqueta: valor" lines, the label in bold on the left column. */
export function writeFields(doc: PDFKit.PDFDocument, filas: readonly (readonly [string, string])[], etiqueta = 145): void {
  const ancho = usableWidth(doc) - etiqueta;
  doc.fontSize(9.5);
  for (const [k, v] of filas) {
    const valor = toPdfText(v || '—');
    const alto = Math.max(doc.font('Helvetica').heightOfString(valor, { width: ancho }), 12);
    ensureRoom(doc, alto + 2);
    const y = doc.y;
    doc
      .font('Helvetica-Bold')
      .fillColor(COLOR.suave)
      .text(toPdfText(k), MARGIN, y, { width: etiqueta - 8 });
    doc
      .font('Helvetica')
      .fillColor(COLOR.texto)
      .text(valor, MARGIN + etiqueta, y, { width: ancho });
    doc.y = y + alto + 2;
  }
}
