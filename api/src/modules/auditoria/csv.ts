import { Readable } from 'node:stream';
import type { AuditEvent } from 'shared/contracts';
import { CSV_BOM, csvLine, csvText } from '../../platform/lib/csv';

const AUDIT_CSV_HEADER = ['ID', 'Fecha', 'Hora', 'Usuario', 'Acción', 'Tabla', 'Registro', 'Detalles'] as const;

function eventLine(e: AuditEvent): string {
  return csvLine([
    String(e.id),
    e.fecha,
    e.hora,
    csvText(e.usuario),
    e.accion,
    csvText(e.tabla),
    e.registro_id === null ? '' : String(e.registro_id),
    csvText(e.detalles),
  ]);
}

/**
 * The audit CSV as a stream: BOM + header, then one chunk per page of events as the pages arrive. The stream
 * pulls the next page only when the response has room (back-pressure), and a client that goes away stops the
 * queries (the generator is closed).
 */
export function auditCsvStream(pages: AsyncIterable<AuditEvent[]>): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield CSV_BOM + csvLine(AUDIT_CSV_HEADER);
    for await (const events of pages) {
      let chunk = '';
      for (const e of events) chunk += eventLine(e);
      yield chunk;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
