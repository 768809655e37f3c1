import type { FastifyInstance, FastifyReply } from 'fastify';
import { readMiniaturaJpeg } from './miniaturas';
import type { PaqueteSources } from './pdf';

/** What the PDF may hold unread before the next photo is written (the reader is slower than pdfkit). */
const MAX_UNREAD_BYTES = 1024 * 1024;

/** A pack ready to be sent: its document, what writes it, its manifest hash and its file's name. */
export interface PdfAnswer {
  doc: PDFKit.PDFDocument;
  hash: string;
  fileName: string;
  write: (doc: PDFKit.PDFDocument, sources: PaqueteSources) => Promise<void>;
}

/**
 * A proof pack as the answer (docs/decisions/proof-pack.md, "Streaming and memory"): a PDF streamed while it is
 * written, after the answer starts (the reader pulls, and each photo waits until less than MAX_UNREAD_BYTES is unread);
 * a download abandoned stops the writing; a failure destroys the stream (a failed download, never a truncated PDF).
 */
export function sendPdf(app: FastifyInstance, reply: FastifyReply, { doc, hash, fileName, write }: PdfAnswer) {
  let closed = false;
  reply.raw.once('close', () => {
    closed = true;
  });
  const log = reply.log;
  setImmediate(() => {
    write(doc, {
      readMiniatura: (f) => readMiniaturaJpeg(app.photos, f),
      cancelled: () => closed,
      waitForReader: async () => {
        while (!closed && doc.readableLength > MAX_UNREAD_BYTES) await new Promise((r) => setTimeout(r, 5));
      },
      onError: (err, what) => log.warn({ err: String(err) }, `paquete de prueba: ${what}`),
    }).then(
      () => doc.end(),
      (err: unknown) => {
        log.error({ err: String(err) }, 'paquete de prueba incompleto');
        doc.destroy(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .header('x-manifiesto-sha256', hash)
    .send(doc);
}
