import { useState } from 'react';
import styled from 'styled-components';
import { Button, ConfirmDialog, EmptyState, FilterBar, ListSection, PageHeader, paginate, SearchBox } from 'shared/ui';
import type { Cliente } from 'shared/contracts';
import { CLIENTES_PAGE_SIZE } from '../api/cliente-types';
import { useClienteMutations } from '../hooks/use-cliente-mutations';
import { CLIENTES_LOAD_ERROR, useClientes } from '../hooks/use-clientes';
import { useClientesListState } from '../hooks/use-clientes-list-state';
import { ClienteFormModal } from './cliente-form-modal';
import { ClientesTable } from './clientes-table';

const ConfirmText = styled.span`
  display: block;
  margin-top: 0.5rem;
  font-weight: 600;
`;

type Editing = { cliente: Cliente | null } | null;

/** /clientes (administrators): list, search, create, edit, delete. */
export function ClientesPage() {
  const { state, set } = useClientesListState();
  const clientes = useClientes(state.search);
  const { create, update, remove } = useClienteMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Cliente | null>(null);

  const view = paginate(clientes.data ?? [], state.page, CLIENTES_PAGE_SIZE);

  const empty = <EmptyState message={state.search ? 'No se encontraron clientes con esa búsqueda' : 'No hay clientes registrados'} />;

  return (
    <section aria-labelledby="clientes-title">
      <PageHeader
        title="Clientes"
        titleId="clientes-title"
        description="Empresas clientes, su representante y sus datos de contacto"
        actions={
          <Button variant="primary" onClick={() => setEditing({ cliente: null })}>
            Crear Cliente
          </Button>
        }
      />
      <ListSection
        query={clientes}
        errorText={CLIENTES_LOAD_ERROR}
        filters={
          <FilterBar label="Buscar clientes">
            <SearchBox
              label="Buscar"
              placeholder="Razón social, NIF, representante o ciudad…"
              value={state.search}
              delay={450}
              onSearch={(search) => set({ search })}
            />
          </FilterBar>
        }
        page={{ ...view, requested: state.page }}
        onPageChange={(page, how) => set({ page }, how)}
        showPagination="several-pages"
      >
        {(loading) => (
          <ClientesTable clientes={view.rows} loading={loading} empty={empty} onEdit={(cliente) => setEditing({ cliente })} onDelete={setToDelete} />
        )}
      </ListSection>
      {editing && (
        <ClienteFormModal
          cliente={editing.cliente}
          onClose={() => setEditing(null)}
          onSubmit={(input) => (editing.cliente ? update.mutateAsync({ id: editing.cliente.id, data: input }) : create.mutateAsync(input))}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar cliente?"
        message={
          toDelete ? (
            <>
              Esta acción no se puede deshacer.
              <ConfirmText>{toDelete.razon_social}</ConfirmText>
            </>
          ) : undefined
        }
        confirmLabel="Eliminar"
        onConfirm={() => (toDelete ? remove.mutateAsync(toDelete.id) : undefined)}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
