import { useMemo } from 'react';
import { formatCOP, formatDate } from 'shared/format';
import styled from 'styled-components';
import { DataTable, type DataTableColumn, ROW_ACTIONS_WIDTH, RowActions } from 'shared/ui';
import type { ReactNode } from 'react';
import type { Servicio } from 'shared/contracts';
import { ServicioStatusBadge } from './servicio-status-badge';

/** Description cut after two lines (full text in the tooltip and for screen readers). */
const Clamp = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

/** Breaks between words only (a category never splits in the middle of a word). */
const Word = styled.span`
  overflow-wrap: normal;
  word-break: normal;
  hyphens: auto;
`;

export interface ServiciosTableProps {
  servicios: readonly Servicio[];
  loading: boolean;
  empty: ReactNode;
  /** Present only for users who may write services. */
  onToggle?: (servicio: Servicio) => void;
  onEdit?: (servicio: Servicio) => void;
  onDelete?: (servicio: Servicio) => void;
  /** Id of the service whose toggle is running. */
  togglingId?: number | null;
}

/** Services: table on desktop, cards on mobile (docs/product-spec.md §2 columns). */
export function ServiciosTable({ servicios, loading, empty, onToggle, onEdit, onDelete, togglingId }: ServiciosTableProps) {
  const columns = useMemo<DataTableColumn<Servicio>[]>(() => {
    const list: DataTableColumn<Servicio>[] = [
      { key: 'nombre', header: 'Nombre', cell: (s) => <Word as="strong">{s.nombre}</Word>, width: '17%' },
      {
        key: 'descripcion',
        header: 'Descripción',
        cell: (s) => (s.descripcion ? <Clamp title={s.descripcion}>{s.descripcion}</Clamp> : '—'),
        mobileCell: (s) => s.descripcion || '—',
      },
      { key: 'categoria', header: 'Categoría', cell: (s) => <Word>{s.categoria || 'Sin categoría'}</Word>, width: '13%' },
      {
        key: 'precio',
        header: 'Precio',
        cell: (s) => <span style={{ whiteSpace: 'nowrap' }}>{formatCOP(s.precio)}</span>,
        align: 'right',
        width: '7.5rem',
      },
      {
        key: 'estado',
        header: 'Estado',
        cell: (s) => <ServicioStatusBadge servicio={s} onToggle={onToggle} busy={togglingId === s.id} />,
        width: '6.25rem',
      },
      {
        key: 'creado',
        header: 'Creado',
        cell: (s) => (
          <time dateTime={s.fecha_creacion} style={{ whiteSpace: 'nowrap' }}>
            {formatDate(s.fecha_creacion, 'es-CO')}
          </time>
        ),
        width: '7rem',
      },
    ];
    if (onEdit || onDelete) {
      list.push({
        key: 'acciones',
        header: 'Acciones',
        cell: (s) => <RowActions name={s.nombre} layout="stacked" onEdit={onEdit && (() => onEdit(s))} onDelete={onDelete && (() => onDelete(s))} />,
        width: ROW_ACTIONS_WIDTH.stacked,
      });
    }
    return list;
  }, [onToggle, onEdit, onDelete, togglingId]);

  return (
    <DataTable
      caption="Servicios"
      columns={columns}
      rows={servicios}
      rowKey={(s) => s.id}
      loading={loading}
      skeletonRows={6}
      tableLayout="fixed"
      minWidth="60rem"
      empty={empty}
    />
  );
}
