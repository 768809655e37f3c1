import type { AuditEvent } from 'shared/contracts';
import { formatFechaHora } from 'shared/format';
import { DataTable, EmptyState, TruncatedText, type DataTableColumn } from 'shared/ui';
import { ActionBadge } from './action-badge';

const COLUMNS: DataTableColumn<AuditEvent>[] = [
  { key: 'usuario', header: 'Usuario', cell: (e) => e.usuario, width: '14%' },
  { key: 'accion', header: 'Acción', cell: (e) => <ActionBadge accion={e.accion} />, width: '9.5rem' },
  { key: 'tabla', header: 'Tabla', cell: (e) => e.tabla, width: '14%' },
  {
    key: 'fecha',
    header: 'Fecha/Hora',
    cell: (e) => <time dateTime={`${e.fecha}T${e.hora}`}>{formatFechaHora(e.fecha, e.hora, 'es-ES')}</time>,
    width: '11.5rem',
  },
  {
    key: 'detalles',
    header: 'Detalles',
    cell: (e) => <TruncatedText text={e.detalles} maxWidth="100%" />,
    // Cards have room and no hover: the full text, wrapped.
    mobileCell: (e) => e.detalles,
  },
];

export interface AuditTableProps {
  events: readonly AuditEvent[];
  loading: boolean;
  filtered: boolean;
}

/** Audit events: table on desktop, cards on mobile. */
export function AuditTable({ events, loading, filtered }: AuditTableProps) {
  return (
    <DataTable
      caption="Eventos registrados"
      columns={COLUMNS}
      rows={events}
      rowKey={(e) => e.id}
      loading={loading}
      skeletonRows={8}
      tableLayout="fixed"
      minWidth="52rem"
      empty={<EmptyState message={filtered ? 'No se encontraron eventos con los filtros aplicados' : 'No hay eventos registrados'} />}
    />
  );
}
