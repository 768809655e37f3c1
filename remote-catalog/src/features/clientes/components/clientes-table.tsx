import { joinPresent } from 'shared/format';
import { useMemo, type ReactNode } from 'react';
import { DataTable, type DataTableColumn, ROW_ACTIONS_WIDTH, RowActions } from 'shared/ui';
import type { Cliente } from 'shared/contracts';
import { ContactLines, Lines, Muted } from '../../common/components/contact-lines';
import { representante } from '../api/cliente-form';

export interface ClientesTableProps {
  clientes: readonly Cliente[];
  loading: boolean;
  empty: ReactNode;
  onEdit: (c: Cliente) => void;
  onDelete: (c: Cliente) => void;
}

/** Razón social, representante, ubicación (ciudad, provincia), contacto (teléfono, correo), NIF; cards on mobile. */
export function ClientesTable({ clientes, loading, empty, onEdit, onDelete }: ClientesTableProps) {
  const columns = useMemo<DataTableColumn<Cliente>[]>(
    () => [
      {
        key: 'razon_social',
        header: 'Razón social',
        cell: (c) => (
          <Lines>
            <strong>{c.razon_social || c.nombre}</strong>
            {c.usuario && <Muted>Usuario: {c.usuario}</Muted>}
          </Lines>
        ),
        width: '19%',
      },
      { key: 'representante', header: 'Representante', cell: (c) => representante(c) || '—', width: '14%' },
      { key: 'ubicacion', header: 'Ubicación', cell: (c) => joinPresent([c.ciudad, c.provincia]) || '—', width: '14%' },
      { key: 'contacto', header: 'Contacto', cell: (c) => <ContactLines telefono={c.telefono} correo={c.correo} /> },
      { key: 'nif', header: 'NIF', cell: (c) => c.nif || '—', width: '8.5rem' },
      {
        key: 'acciones',
        header: 'Acciones',
        cell: (c) => <RowActions name={c.razon_social} layout="stacked" onEdit={() => onEdit(c)} onDelete={() => onDelete(c)} />,
        width: ROW_ACTIONS_WIDTH.stacked,
      },
    ],
    [onEdit, onDelete],
  );
  return (
    <DataTable
      caption="Clientes"
      columns={columns}
      rows={clientes}
      rowKey={(c) => c.id}
      loading={loading}
      tableLayout="fixed"
      minWidth="56rem"
      empty={empty}
    />
  );
}
