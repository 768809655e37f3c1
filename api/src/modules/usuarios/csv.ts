import { CSV_BOM, csvLine, csvText } from '../../platform/lib/csv';
import type { UsuarioExportRow } from './repository';

/** No password material: the export has no such column, and the rows carry none. */
const USUARIOS_CSV_HEADER = [
  'ID',
  'Usuario',
  'Correo',
  'Nombre',
  'Tipo',
  'Proveedor',
  'Cliente',
  'Sexo',
  'Teléfono',
  'Estado',
  'Informes creados',
  'Fecha de creación',
] as const;

/** The whole export as one string: BOM, header row, one CRLF line per user. */
export function toUsuariosCsv(rows: readonly UsuarioExportRow[]): string {
  let text = CSV_BOM + csvLine(USUARIOS_CSV_HEADER);
  for (const u of rows) {
    text += csvLine([
      String(u.id),
      csvText(u.usuario),
      csvText(u.correo),
      csvText(u.nombre_completo),
      u.tipo_nombre,
      csvText(u.proveedor_nombre),
      csvText(u.cliente_nombre),
      u.sexo ?? '',
      csvText(u.telefono),
      u.activo ? 'Activo' : 'Inactivo',
      String(u.informes_creados),
      u.creado_texto,
    ]);
  }
  return text;
}
