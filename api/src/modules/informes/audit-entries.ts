import { ESTADO_INFORME_LABELS, estadoLabel, type EstadoInforme } from 'shared/contracts';
import { countOf, createdText, describeChanges, describeValues, updatedText, type AuditField } from '../../platform/audit/audit-text';
import type { AuditEntry } from '../../platform/audit/write-audit';
import type { InformeRecord } from './schemas';

/**
 * The audit rows of a report's writes, without their actor and IP (service.ts adds those): what each says, and the
 * `datos` of a status change, from which the report's history is read (repository.ts, listEstadoChanges).
 */
type InformeAuditEntry = Pick<AuditEntry, 'accion' | 'tabla' | 'registro_id' | 'detalles' | 'datos'>;

/** What an audit text says about a report: its values with names instead of ids. */
interface InformeAuditValues {
  campana: string;
  servicio: string;
  cliente: string;
  proveedor: string;
  localidad: string;
  fecha: string;
  fecha_recepcion: string | null;
  descripcion: string | null;
  ubicacion_lugar: string | null;
  informe_incidencias: string | null;
}
const AUDIT_FIELDS: readonly AuditField<InformeAuditValues>[] = [
  { key: 'campana', label: 'campaña' },
  { key: 'servicio', label: 'servicio' },
  { key: 'cliente', label: 'cliente' },
  { key: 'proveedor', label: 'proveedor' },
  { key: 'localidad', label: 'localidad' },
  { key: 'fecha', label: 'fecha' },
  { key: 'fecha_recepcion', label: 'fecha de recepción' },
  { key: 'descripcion', label: 'descripción' },
  { key: 'ubicacion_lugar', label: 'ubicación' },
  { key: 'informe_incidencias', label: 'incidencias' },
];
const toAuditValues = (i: InformeRecord): InformeAuditValues => ({
  campana: i.campana,
  servicio: i.servicio_nombre,
  cliente: i.cliente_nombre,
  proveedor: i.proveedor_nombre,
  localidad: `${i.localidad_nombre} (${i.provincia_nombre})`,
  fecha: i.fecha,
  fecha_recepcion: i.fecha_recepcion,
  descripcion: i.descripcion,
  ubicacion_lugar: i.ubicacion_lugar,
  informe_incidencias: i.informe_incidencias,
});

const informeAudit = (accion: AuditEntry['accion'], id: number, detalles: string): InformeAuditEntry => ({
  accion,
  tabla: 'informes',
  registro_id: id,
  detalles,
});

/** POST /informes: every value of the new report. */
export function createdInformeAudit(informe: InformeRecord): InformeAuditEntry {
  return informeAudit('CREAR', informe.id, createdText(`Informe #${informe.id}`, describeValues(toAuditValues(informe), AUDIT_FIELDS)));
}

/** PATCH /informes/:id: the values that changed. */
export function updatedInformeAudit(before: InformeRecord, after: InformeRecord): InformeAuditEntry {
  return informeAudit(
    'ACTUALIZAR',
    before.id,
    updatedText(`Informe #${before.id}`, describeChanges(toAuditValues(before), toAuditValues(after), AUDIT_FIELDS)),
  );
}

/** DELETE /informes/:id: what it was, and how many files went with it. */
export function deletedInformeAudit(informe: InformeRecord, archivos: number): InformeAuditEntry {
  return informeAudit(
    'ELIMINAR',
    informe.id,
    `Informe #${informe.id} eliminado: campaña "${informe.campana}"; cliente "${informe.cliente_nombre}"; proveedor "${informe.proveedor_nombre}"; ` +
      `estado ${estadoLabel(informe.estado)}; ${countOf(archivos, 'archivo', 'archivos')}`,
  );
}

/** POST /informes/:id/aceptacion (docs/decisions/aceptacion-cliente.md). */
export function acceptedInformeAudit(informe: InformeRecord): InformeAuditEntry {
  return {
    ...informeAudit('ACTUALIZAR', informe.id, `Informe #${informe.id} aceptado por el cliente (${informe.cliente_nombre})`),
    datos: { aceptacion: true },
  };
}

/** `datos` of the audit row of a report's status change: the report's status history is read from these. */
export interface EstadoChangeData {
  estado_anterior: EstadoInforme;
  estado_nuevo: EstadoInforme;
  comentario: string | null;
  /** A client's "Reportar problema" (docs/decisions/aceptacion-cliente.md): the photo it points at, if any. */
  problema?: { archivo_id: number | null; archivo_nombre: string | null };
}

/**
 * The audit row of a status change (docs/decisions/informes-estados.md), written by PATCH /informes/:id/estado,
 * POST /informes/:id/problema and by the demo seed for its planned changes:
 *   detalles "Informe #12: estado Pendiente → En Progreso. Comentario: …"
 *   datos    { estado_anterior, estado_nuevo, comentario }
 */
export function estadoChangeAudit(informeId: number, change: EstadoChangeData): InformeAuditEntry {
  const de = ESTADO_INFORME_LABELS[change.estado_anterior];
  const a = ESTADO_INFORME_LABELS[change.estado_nuevo];
  const foto = change.problema?.archivo_nombre ? ` (foto "${change.problema.archivo_nombre}")` : '';
  const comentario = change.problema
    ? ` Problema reportado por el cliente${foto}: ${change.comentario ?? ''}`
    : change.comentario
      ? ` Comentario: ${change.comentario}`
      : '';
  return {
    accion: 'ACTUALIZAR',
    tabla: 'informes',
    registro_id: informeId,
    detalles: `Informe #${informeId}: estado ${de} → ${a}.${comentario}`,
    datos: { ...change },
  };
}
