import { useMemo } from 'react';
import { formatCOP, formatDate } from 'shared/format';
import { DataTable, TruncatedText, type DataTableColumn } from 'shared/ui';
import type { ReactNode } from 'react';
import { RowActions } from '../../common/components/row-actions';
import type { Servicio } from '../api/servicio-types';
import { ServicioStatusBadge } from './servicio-status-badge';

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

/** Services: table on desktop, cards on mobile (spec §2 columns). */
export function ServiciosTable({ servicios, loading, empty, onToggle, onEdit, onDelete, togglingId }: ServiciosTableProps) {
  const columns = useMemo<DataTableColumn<Servicio>[]>(() => {
    const list: DataTableColumn<Servicio>[] = [
      { key: 'nombre', header: 'Nombre', cell: (s) => <strong>{s.nombre}</strong>, width: '18%' },
      {
        key: 'descripcion',
        header: 'Descripción',
        cell: (s) => (s.descripcion ? <TruncatedText text={s.descripcion} maxWidth="100%" /> : '—'),
      },
      { key: 'categoria', header: 'Categoría', cell: (s) => s.categoria || 'Sin categoría', width: '13%' },
      { key: 'precio', header: 'Precio', cell: (s) => formatCOP(s.precio), align: 'right', width: '9.5rem' },
      {
        key: 'estado',
        header: 'Estado',
        cell: (s) => <ServicioStatusBadge servicio={s} onToggle={onToggle} busy={togglingId === s.id} />,
        width: '7rem',
      },
      {
        key: 'creado',
        header: 'Creado',
        cell: (s) => <time dateTime={s.fecha_creacion}>{formatDate(s.fecha_creacion, 'es-CO')}</time>,
        width: '7.5rem',
      },
    ];
    if (onEdit || onDelete) {
      list.push({
        key: 'acciones',
        header: 'Acciones',
        cell: (s) => (
          <RowActions name={s.nombre} onEdit={onEdit && (() => onEdit(s))} onDelete={onDelete && (() => onDelete(s))} />
        ),
        width: '11.5rem',
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
