import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js reads the 14 standard fonts' metrics from its package (a warning per page without them). */
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of each page of a PDF (pdf.js, as a reader would extract it): items joined by spaces, lines by "\n". */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    let text = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      text += item.str + (item.hasEOL ? '\n' : ' ');
    }
    pages.push(text.replace(/[ \t]+/g, ' '));
  }
  await doc.destroy();
  return pages;
}

/**
 * The manifest's canonical text as a reader copies it from a proof pack (docs/decisions/proof-pack.md): the lines
 * printed from '{"version":' to "SHA-256 del manifiesto", each page's foot left out, trimmed and joined.
 */
export function printedManifest(pages: readonly string[]): string {
  const first = pages.findIndex((p) => p.includes('{"version":1,'));
  if (first < 0) return '';
  let texto = '';
  for (const page of pages.slice(first)) {
    let part = page.slice(0, page.lastIndexOf('Manifiesto SHA-256:'));
    if (texto === '') part = part.slice(part.indexOf('{"version":1,'));
    const end = part.indexOf('SHA-256 del manifiesto');
    texto += end >= 0 ? part.slice(0, end) : part;
    if (end >= 0) break;
  }
  return texto
    .split('\n')
    .map((l) => l.trim())
    .join('');
}
