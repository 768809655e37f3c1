import { useMemo, type ReactNode } from 'react';
import { formatDate } from 'shared/format';
import { DataTable, type DataTableColumn, ROW_ACTIONS_WIDTH, RowActions } from 'shared/ui';
import type { Jefe } from 'shared/contracts';
import { jefeNombre } from '../api/jefes-query';

export interface JefesTableProps {
  jefes: readonly Jefe[];
  loading: boolean;
  empty: ReactNode;
  onEdit: (jefe: Jefe) => void;
  onDelete: (jefe: Jefe) => void;
}

/** Nombre / Proveedor / Creado (es-ES) / Acciones; cards on mobile. */
export function JefesTable({ jefes, loading, empty, onEdit, onDelete }: JefesTableProps) {
  const columns = useMemo<DataTableColumn<Jefe>[]>(
    () => [
      { key: 'nombre', header: 'Nombre', cell: (j) => <strong>{jefeNombre(j)}</strong> },
      { key: 'proveedor', header: 'Proveedor', cell: (j) => j.proveedor_nombre },
      { key: 'creado', header: 'Creado', cell: (j) => <time dateTime={j.creado_at}>{formatDate(j.creado_at, 'es-ES')}</time>, width: '8rem' },
      {
        key: 'acciones',
        header: 'Acciones',
        cell: (j) => <RowActions name={jefeNombre(j)} onEdit={() => onEdit(j)} onDelete={() => onDelete(j)} />,
        width: ROW_ACTIONS_WIDTH.inline,
      },
    ],
    [onEdit, onDelete],
  );
  return (
    <DataTable
      caption="Jefes de equipo"
      columns={columns}
      rows={jefes}
      rowKey={(j) => j.id}
      loading={loading}
      skeletonRows={5}
      minWidth="40rem"
      empty={empty}
    />
  );
}
