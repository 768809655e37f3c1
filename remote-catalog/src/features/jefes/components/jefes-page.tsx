import { useMemo, useState } from 'react';
import { ROLE, canUse, type Jefe } from 'shared/contracts';
import { useSession } from 'shared/session';
import { Button, ConfirmDialog, EmptyState, FilterBar, ListSection, PageHeader, PermissionNotice, SearchBox } from 'shared/ui';
import { JEFES_PAGE_SIZE, jefeNombre, toJefesQuery } from '../api/jefes-query';
import { useJefeMutations } from '../hooks/use-jefe-mutations';
import { JEFES_MESSAGES, useJefes } from '../hooks/use-jefes';
import { useJefesListState } from '../hooks/use-jefes-list-state';
import { useProveedorOptions, type ProveedorOption } from '../../catalogos/hooks/use-proveedor-options';
import { JefeFormModal } from './jefe-form-modal';
import { JefesTable } from './jefes-table';

/**
 * What the screen holds and how to use it, after whose leaders they are. Two or three lines on a phone: it is the
 * screen's largest text from the first paint, not a card of the list that arrives with the data
 * (docs/decisions/prerendered-login.md, "/informes on a phone").
 */
const JEFES_INTRO = 'quienes dirigen el trabajo de campo. Busca por nombre o proveedor; crea, edita o elimina desde aquí.';

type Editing = { jefe: Jefe | null } | null;

/** /jefes — team leaders (docs/product-spec.md §2, §5, §8). A provider user manages only its own provider's leaders. */
export function JefesPage() {
  const { user } = useSession();
  const allowed = canUse('jefes.read', user?.tipo);
  const isProveedor = user?.tipo === ROLE.PROVEEDOR;
  const fixedProveedorId = isProveedor ? (user?.proveedor_id ?? null) : null;
  const { state, set } = useJefesListState();
  const query = useMemo(() => toJefesQuery(state), [state]);
  const jefes = useJefes(query, allowed);
  const { create, update, remove } = useJefeMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Jefe | null>(null);
  const proveedores = useProveedorOptions(editing !== null && allowed && !isProveedor);

  const pagination = jefes.data?.pagination;
  const forbidden = !allowed || jefes.error?.status === 403;
  const proveedorOptions: ProveedorOption[] =
    isProveedor && user?.proveedor_id
      ? [{ id: user.proveedor_id, nombre: user.proveedor_nombre ?? `Proveedor ${user.proveedor_id}` }]
      : (proveedores.data ?? []);

  return (
    <section aria-labelledby="jefes-title">
      <PageHeader
        title="Jefes de Equipo"
        titleId="jefes-title"
        description={
          forbidden
            ? undefined
            : `${isProveedor ? `Jefes de equipo de ${user?.proveedor_nombre ?? 'tu proveedor'}` : 'Jefes de equipo de cada proveedor'}: ${JEFES_INTRO}`
        }
        actions={
          !forbidden && (
            <Button variant="primary" onClick={() => setEditing({ jefe: null })}>
              Nuevo Jefe
            </Button>
          )
        }
      />
      <ListSection
        query={jefes}
        errorText={JEFES_MESSAGES.load}
        notice={
          forbidden && (
            <PermissionNotice title="No tienes permiso para ver los jefes de equipo">
              Solo los administradores y los proveedores gestionan jefes de equipo.
            </PermissionNotice>
          )
        }
        filters={
          <FilterBar label="Buscar jefes de equipo">
            <SearchBox label="Buscar" placeholder="Nombre o proveedor…" value={state.search} delay={450} onSearch={(search) => set({ search })} />
          </FilterBar>
        }
        page={{
          page: pagination?.page ?? state.page,
          totalPages: pagination?.totalPages ?? 0,
          total: pagination?.total ?? 0,
          pageSize: pagination?.limit || JEFES_PAGE_SIZE,
        }}
        onPageChange={(page, how) => set({ page }, how)}
        showPagination="several-pages"
      >
        {(loading) => (
          <JefesTable
            jefes={jefes.data?.data ?? []}
            loading={loading}
            empty={<EmptyState message="Sin resultados" />}
            onEdit={(jefe) => setEditing({ jefe })}
            onDelete={setToDelete}
          />
        )}
      </ListSection>
      {editing && (
        <JefeFormModal
          jefe={editing.jefe}
          proveedores={proveedorOptions}
          fixedProveedorId={fixedProveedorId}
          loadingProveedores={proveedores.isPending && !isProveedor}
          onClose={() => setEditing(null)}
          onSubmit={(input) => (editing.jefe ? update.mutateAsync({ id: editing.jefe.id, data: input }) : create.mutateAsync(input))}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Eliminar jefe?"
        message={toDelete ? `Se eliminará a ${jefeNombre(toDelete)} (${toDelete.proveedor_nombre}).` : undefined}
        confirmLabel="Eliminar"
        onConfirm={() => (toDelete ? remove.mutateAsync(toDelete.id) : undefined)}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
