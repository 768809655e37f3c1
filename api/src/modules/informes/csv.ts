import { estadoLabel, verificacionInforme } from 'shared/contracts';
import { bogotaDate } from '../../platform/time-zone';
import { CSV_BOM, csvLine, csvText } from '../../platform/lib/csv';
import type { InformeExportRow } from './repository';

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
function alertasTexto(r: Pick<InformeExportRow, 'archivos_count' | 'alertas_count'>): string {
  switch (verificacionInforme(r)) {
    case 'verificado':
      return 'Verificado';
    case 'con_alertas':
      return r.alertas_count === 1 ? '1 alerta' : `${r.alertas_count} alertas`;
    default:
      return '';
  }
}

/** The BOM and the header line: the first chunk of the export. */
export function informesCsvHead(): string {
  return CSV_BOM + csvLine(INFORMES_CSV_HEADER);
}

/** CRLF lines of a batch of reports (user text neutralised and quoted by csvText). */
export function informesCsvLines(rows: readonly InformeExportRow[]): string {
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
      alertasTexto(r),
      csvText(r.informe_incidencias),
      r.creado_bogota,
    ]);
  }
  return out;
}

/** informes-YYYY-MM-DD.csv, the date in Bogotá. */
export function informesCsvFileName(now: Date): string {
  return `informes-${bogotaDate(now)}.csv`;
}
