import { joinPresent } from 'shared/format';
import { useMemo, type ReactNode } from 'react';
import { DataTable, type DataTableColumn, ROW_ACTIONS_WIDTH, RowActions } from 'shared/ui';
import type { Proveedor } from 'shared/contracts';
import { ContactLines, Lines, Muted } from '../../common/components/contact-lines';

export interface ProveedoresTableProps {
  proveedores: readonly Proveedor[];
  loading: boolean;
  empty: ReactNode;
  onEdit: (p: Proveedor) => void;
  /** Only for users who may delete providers. */
  onDelete?: (p: Proveedor) => void;
}

/** Name, director, location (city, province), contact (phone, e-mail); cards on mobile. */
export function ProveedoresTable({ proveedores, loading, empty, onEdit, onDelete }: ProveedoresTableProps) {
  const columns = useMemo<DataTableColumn<Proveedor>[]>(
    () => [
      {
        key: 'nombre',
        header: 'Nombre',
        cell: (p) => (
          <Lines>
            <strong>{p.nombre}</strong>
            {p.usuario && <Muted>Usuario: {p.usuario}</Muted>}
          </Lines>
        ),
        width: '24%',
      },
      { key: 'director', header: 'Director', cell: (p) => p.director || '—', width: '16%' },
      { key: 'ubicacion', header: 'Ubicación', cell: (p) => joinPresent([p.ciudad, p.provincia_nombre]) || '—', width: '17%' },
      { key: 'contacto', header: 'Contacto', cell: (p) => <ContactLines telefono={p.telefono} correo={p.correo} /> },
      {
        key: 'acciones',
        header: 'Acciones',
        cell: (p) => <RowActions name={p.nombre} layout="stacked" onEdit={() => onEdit(p)} onDelete={onDelete && (() => onDelete(p))} />,
        width: ROW_ACTIONS_WIDTH.stacked,
      },
    ],
    [onEdit, onDelete],
  );
  return (
    <DataTable
      caption="Proveedores"
      columns={columns}
      rows={proveedores}
      rowKey={(p) => p.id}
      loading={loading}
      tableLayout="fixed"
      minWidth="50rem"
      empty={empty}
    />
  );
}
