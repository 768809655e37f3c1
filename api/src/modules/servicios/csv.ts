import { CSV_BOM, csvLine, csvNumber, csvText, datedCsvName } from '../../platform/lib/csv';
import type { ServicioExportRow } from './repository';

const SERVICIOS_CSV_HEADER = ['ID', 'Nombre', 'Descripción', 'Categoría', 'Precio', 'Estado', 'Fecha de creación'] as const;

/** The whole export as one string: BOM, header row, one CRLF line per service. */
export function servicesCsv(rows: readonly ServicioExportRow[]): string {
  const parts = new Array<string>(rows.length + 1);
  parts[0] = csvLine(SERVICIOS_CSV_HEADER);
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    parts[i + 1] = csvLine([
      String(r.id),
      csvText(r.nombre),
      csvText(r.descripcion),
      csvText(r.categoria),
      csvNumber(r.precio),
      r.activo ? 'Activo' : 'Inactivo',
      r.fecha_creacion,
    ]);
  }
  return CSV_BOM + parts.join('');
}

/** servicios-YYYY-MM-DD.csv, the date in Colombia. */
export function csvFileName(now: Date): string {
  return datedCsvName('servicios', now);
}
