import { useMemo, type ReactNode } from 'react';
import type { Asignacion } from 'shared/contracts';
import { formatDateTime } from 'shared/format';
import { DataTable, ROW_ACTIONS_WIDTH, RowActions, type DataTableColumn } from 'shared/ui';

export interface AsignacionesTableProps {
  asignaciones: readonly Asignacion[];
  loading: boolean;
  empty: ReactNode;
  onDelete: (a: Asignacion) => void;
}

/** Provider → client pairs with date and time (es-ES); cards on mobile. */
export function AsignacionesTable({ asignaciones, loading, empty, onDelete }: AsignacionesTableProps) {
  const columns = useMemo<DataTableColumn<Asignacion>[]>(
    () => [
      { key: 'proveedor', header: 'Proveedor', cell: (a) => <strong>{a.proveedor_nombre}</strong> },
      { key: 'cliente', header: 'Cliente', cell: (a) => a.cliente_nombre },
      {
        key: 'creado',
        header: 'Fecha de asignación',
        cell: (a) => (
          <time dateTime={a.creado_at} style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(a.creado_at, 'es-ES')}
          </time>
        ),
        width: '12.5rem',
      },
      {
        key: 'acciones',
        header: 'Acciones',
        cell: (a) => <RowActions name={`${a.proveedor_nombre} → ${a.cliente_nombre}`} onDelete={() => onDelete(a)} />,
        width: ROW_ACTIONS_WIDTH.stacked,
      },
    ],
    [onDelete],
  );
  return (
    <DataTable
      caption="Asignaciones de proveedores a clientes"
      columns={columns}
      rows={asignaciones}
      rowKey={(a) => a.id}
      loading={loading}
      tableLayout="fixed"
      minWidth="44rem"
      empty={empty}
    />
  );
}
