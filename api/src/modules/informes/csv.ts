import { estadoLabel, verificacionInforme } from 'shared/contracts';
import type { Db } from '../../platform/db/database';
import { CSV_BOM, csvLine, csvText } from '../../platform/lib/csv';
import { listInformesByIds, type InformeExportRow } from './list-repository';

/** GET /informes/export: the reports' CSV, one line per report, with the list's columns and filters. */

const INFORMES_CSV_HEADER = [
  'ID',
  'Campaña',
  'Descripción',
  'Estado',
  'Servicio',
  'Cliente',
  'Proveedor',
  'Provincia',
  'Localidad',
  'Ubicación',
  'Fecha',
  'Fecha de recepción',
  'Archivos',
  'Archivos con ubicación',
  'Alertas',
  'Incidencias',
  'Creado',
] as const;

/** "Verificado" (photos, no open flag), "1 alerta" / "3 alertas", or "" without photos. */
function describeAlertas(r: Pick<InformeExportRow, 'archivos_count' | 'alertas_count'>): string {
  switch (verificacionInforme(r)) {
    case 'verificado':
      return 'Verificado';
    case 'con_alertas':
      return r.alertas_count === 1 ? '1 alerta' : `${r.alertas_count} alertas`;
    default:
      return '';
  }
}

/** CRLF lines of a batch of reports (user text neutralised and quoted by csvText). */
function formatInformesCsvLines(rows: readonly InformeExportRow[]): string {
  let out = '';
  for (const r of rows) {
    out += csvLine([
      String(r.id),
      csvText(r.campana),
      csvText(r.descripcion),
      estadoLabel(r.estado),
      csvText(r.servicio_nombre),
      csvText(r.cliente_nombre),
      csvText(r.proveedor_nombre),
      csvText(r.provincia_nombre),
      csvText(r.localidad_nombre),
      csvText(r.ubicacion_lugar),
      r.fecha,
      r.fecha_recepcion ?? '',
      String(r.archivos_count),
      String(r.geo_elementos_count),
      describeAlertas(r),
      csvText(r.informe_incidencias),
      r.creado_bogota,
    ]);
  }
  return out;
}

/** Rows per query of the CSV export: the export never holds all rows as objects at once. */
const EXPORT_BATCH = 1000;

/** The export of the reports `ids`, in their order: the BOM and the header line, then the rows read in batches. */
export async function* streamInformesCsv(db: Db, ids: readonly number[]): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(INFORMES_CSV_HEADER);
  for (let i = 0; i < ids.length; i += EXPORT_BATCH) yield formatInformesCsvLines(await listInformesByIds(db, ids.slice(i, i + EXPORT_BATCH)));
}
