import { ESTADO_CONTROL_LABELS, nombreControl } from 'shared/contracts';
import { csvLine, csvText } from '../../platform/lib/csv';
import type { ControlCampana } from './schemas';

/** The compliance export's columns (docs/decisions/cumplimiento.md): one row per check of a campaign line. */
const COLUMNAS = [
  'Campaña',
  'Cliente',
  'Código del sitio',
  'Sitio',
  'Departamento',
  'Municipio',
  'Proveedor',
  'Control',
  'Desde',
  'Hasta',
  'Estado',
  'Cumplido el',
  'Informe',
] as const;

export function controlesCsvHead(): string {
  return csvLine([...COLUMNAS]);
}

export function controlCsvLine(c: ControlCampana): string {
  return csvLine([
    csvText(c.campana),
    csvText(c.cliente),
    csvText(c.sitio_codigo),
    csvText(c.sitio_nombre),
    csvText(c.provincia),
    csvText(c.localidad),
    csvText(c.proveedor),
    csvText(nombreControl(c)),
    c.desde,
    c.hasta,
    ESTADO_CONTROL_LABELS[c.estado],
    c.cumplido_en ?? '',
    c.informe_id === null ? '' : String(c.informe_id),
  ]);
}
