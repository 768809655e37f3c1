import { ESTADO_INFORME_LABELS, type EstadoInforme } from 'shared/contracts';
import type { AuditEntry } from '../../platform/audit/write-audit';

/** `datos` of the audit row of a report's status change: the report's status history is read from these. */
export interface CambioEstadoDatos {
  estado_anterior: EstadoInforme;
  estado_nuevo: EstadoInforme;
  comentario: string | null;
  /** A client's "Reportar problema" (docs/decisions/aceptacion-cliente.md): the photo it points at, if any. */
  problema?: { archivo_id: number | null; archivo_nombre: string | null };
}

/**
 * The audit row of a status change (docs/decisions/informes-estados.md), written by PATCH /informes/:id/estado
 * and by the demo seed for its planned changes:
 *   detalles "Informe #12: estado Pendiente → En Progreso. Comentario: …"
 *   datos    { estado_anterior, estado_nuevo, comentario }
 */
export function cambioEstadoAudit(
  informeId: number,
  cambio: CambioEstadoDatos,
): Pick<AuditEntry, 'accion' | 'tabla' | 'registro_id' | 'detalles' | 'datos'> {
  const de = ESTADO_INFORME_LABELS[cambio.estado_anterior];
  const a = ESTADO_INFORME_LABELS[cambio.estado_nuevo];
  const foto = cambio.problema?.archivo_nombre ? ` (foto "${cambio.problema.archivo_nombre}")` : '';
  const comentario = cambio.problema
    ? ` Problema reportado por el cliente${foto}: ${cambio.comentario ?? ''}`
    : cambio.comentario
      ? ` Comentario: ${cambio.comentario}`
      : '';
  return {
    accion: 'ACTUALIZAR',
    tabla: 'informes',
    registro_id: informeId,
    detalles: `Informe #${informeId}: estado ${de} → ${a}.${comentario}`,
    datos: { ...cambio },
  };
}
