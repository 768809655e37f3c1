import { useState } from 'react';
import { ROLE, canUse, type Proveedor } from 'shared/contracts';
import { useSession } from 'shared/session';
import { Button, ConfirmDialog, EmptyState, FilterBar, ListSection, PageHeader, paginate, SearchBox } from 'shared/ui';
import { PROVEEDORES_PAGE_SIZE } from '../api/proveedor-types';
import { useProveedorMutations } from '../hooks/use-proveedor-mutations';
import { PROVEEDORES_LOAD_ERROR, useProveedores } from '../hooks/use-proveedores';
import { useProveedoresListState } from '../hooks/use-proveedores-list-state';
import { ProveedorFormModal } from './proveedor-form-modal';
import { ProveedoresTable } from './proveedores-table';

type Editing = { proveedor: Proveedor | null } | null;

/** /proveedores (admin and provider users). A provider user sees and edits only its own record. */
export function ProveedoresPage() {
  const { user } = useSession();
  const canCreate = canUse('proveedores.create', user?.tipo);
  const canDelete = canUse('proveedores.delete', user?.tipo);
  const isProveedor = user?.tipo === ROLE.PROVEEDOR;
  const { state, set } = useProveedoresListState();
  const proveedores = useProveedores(state.search);
  const { create, update, remove } = useProveedorMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Proveedor | null>(null);

  const view = paginate(proveedores.data ?? [], state.page, PROVEEDORES_PAGE_SIZE);

  const empty = <EmptyState message={state.search ? 'No se encontraron proveedores con esa búsqueda' : 'No hay proveedores registrados'} />;

  return (
    <section aria-labelledby="proveedores-title">
      <PageHeader
        title="Proveedores"
        titleId="proveedores-title"
        description={isProveedor ? 'Datos de tu empresa proveedora' : 'Empresas proveedoras, su director y sus datos de contacto'}
        actions={
          canCreate && (
            <Button variant="primary" onClick={() => setEditing({ proveedor: null })}>
              Nuevo Proveedor
            </Button>
          )
        }
      />
      <ListSection
        query={proveedores}
        errorText={PROVEEDORES_LOAD_ERROR}
        filters={
          <FilterBar label="Buscar proveedores">
            <SearchBox
              label="Buscar"
              placeholder="Nombre, director, ciudad o correo…"
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
          <ProveedoresTable
            proveedores={view.rows}
            loading={loading}
            empty={empty}
            onEdit={(proveedor) => setEditing({ proveedor })}
            onDelete={canDelete ? setToDelete : undefined}
          />
        )}
      </ListSection>
      {editing && (
        <ProveedorFormModal
          proveedor={editing.proveedor}
          onClose={() => setEditing(null)}
          onSubmit={(input) => (editing.proveedor ? update.mutateAsync({ id: editing.proveedor.id, data: input }) : create.mutateAsync(input))}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar proveedor?"
        message={toDelete ? `Se eliminará "${toDelete.nombre}". Esta acción no se puede deshacer.` : undefined}
        confirmLabel="Eliminar"
        onConfirm={() => (toDelete ? remove.mutateAsync(toDelete.id) : undefined)}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
