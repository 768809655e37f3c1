import { serializeManifiesto, type Manifiesto } from './manifiesto';
import { COLOR, drawRule, ensureRoom, MARGIN, toPdfText, usableWidth } from './pdf-layout';

/**
 * The canonical text in lines of at most `max` characters, cut before each `{"id":` (a report or a photo: that text
 * cannot occur inside a JSON string, whose quotes are escaped) and, where a piece is still too long, anywhere but next
 * to a space (a reader's copy could lose a space at the end or the start of a line). Joined without anything between
 * them, the lines are the text again.
 */
export function splitManifiestoLines(canonico: string, max: number): string[] {
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

const MANIFIESTO_FONT_SIZE = 7.5;
const MANIFIESTO_LINE_HEIGHT = 9.5;

/**
 * The manifest's exact canonical text (pure ASCII, docs/decisions/proof-pack.md), in Courier so every character is
 * the same width and nothing is replaced: the lines joined without line breaks are the bytes whose SHA-256 is at the
 * foot of every page.
 */
export function writeManifiestoSection(doc: PDFKit.PDFDocument, manifiesto: Manifiesto, hash: string): void {
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(15).fillColor(COLOR.texto).text('Manifiesto', MARGIN, MARGIN);
  doc
    .moveDown(0.4)
    .font('Helvetica')
    .fontSize(9)
    .fillColor(COLOR.texto)
    .text(
      toPdfText(
        'El número que aparece al pie de cada página es el SHA-256 de este manifiesto: el texto de abajo, entre las dos ' +
          'rayas. Para comprobarlo, cópielo y una sus líneas sin añadir nada entre ellas (ni espacios ni saltos de línea): ' +
          'es un JSON de una sola línea, solo con caracteres ASCII (cualquier otro carácter está escrito como \\uXXXX). ' +
          'Calcule el SHA-256 de ese texto (por ejemplo, con sha256sum) y compárelo. Cada SHA-256 de foto es el de los bytes ' +
          'del original tal como se subió: el original descargado de la aplicación debe dar el mismo. El paquete queda ' +
          'registrado y se puede verificar por su número.',
      ),
      { width: usableWidth(doc) },
    );
  doc.moveDown(0.6);
  drawRule(doc);
  doc.font('Courier').fontSize(MANIFIESTO_FONT_SIZE).fillColor(COLOR.texto);
  const max = Math.floor(usableWidth(doc) / doc.widthOfString('0')) - 1;
  for (const linea of splitManifiestoLines(serializeManifiesto(manifiesto), max)) {
    ensureRoom(doc, MANIFIESTO_LINE_HEIGHT);
    const y = doc.y;
    doc.font('Courier').fontSize(MANIFIESTO_FONT_SIZE).fillColor(COLOR.texto).text(linea, MARGIN, y, { lineBreak: false });
    doc.y = y + MANIFIESTO_LINE_HEIGHT;
  }
  drawRule(doc);
  doc.moveDown(0.5);
  ensureRoom(doc, 30);
  doc.font('Helvetica-Bold').fontSize(9).fillColor(COLOR.texto).text('SHA-256 del manifiesto', MARGIN, doc.y);
  doc.font('Courier').fontSize(8.5).text(hash, MARGIN, doc.y);
}

/** The manifest's hash and "Página N de M" at the foot of every page (the pages are buffered for M). */
export function writeFooters(doc: PDFKit.PDFDocument, hash: string): void {
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
