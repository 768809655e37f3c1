import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { Asignacion } from 'shared/contracts';
import { Button, ConfirmDialog, EmptyState, FilterBar, ListSection, PageHeader, PermissionNotice, SearchBox, tk } from 'shared/ui';
import { ASIGNACIONES_PAGE_SIZE, asignacionesCount, toAsignacionesQuery } from '../api/asignaciones-query';
import { ASIGNACIONES_LOAD_ERROR, useAsignaciones, useAsignacionesListState, useAsignacionMutations } from '../hooks/use-asignaciones';
import { AsignacionFormModal } from './asignacion-form-modal';
import { AsignacionesTable } from './asignaciones-table';

/**
 * What the screen holds and how to use it. Two or three lines on a phone: it is the screen's largest text from the
 * first paint, not a card of the list that arrives with the data (docs/decisions/prerendered-login.md, "/informes on a
 * phone").
 */
const ASIGNACIONES_INTRO =
  'Proveedores asignados a cada cliente: qué proveedores trabajan las campañas de cada uno. Busca por proveedor o cliente; crea o elimina asignaciones desde aquí.';

const Total = styled.p`
  margin: 0;
  align-self: center;
  color: ${tk((t) => t.textMuted)};
  font-weight: 600;
  white-space: nowrap;
`;

const Pair = styled.strong`
  display: block;
  margin-top: 0.5rem;
`;

/** /asignaciones — which provider works for which client (docs/product-spec.md §2; administrators only). */
export function AsignacionesPage() {
  const { state, set } = useAsignacionesListState();
  const query = useMemo(() => toAsignacionesQuery(state), [state]);
  const asignaciones = useAsignaciones(query);
  const { create, remove } = useAsignacionMutations();
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<Asignacion | null>(null);

  const meta = asignaciones.data?.meta;
  const forbidden = asignaciones.error?.status === 403;

  return (
    <section aria-labelledby="asignaciones-title">
      <PageHeader
        title="Asignaciones"
        titleId="asignaciones-title"
        description={ASIGNACIONES_INTRO}
        actions={
          !forbidden && (
            <Button variant="primary" onClick={() => setCreating(true)}>
              Nueva Asignación
            </Button>
          )
        }
      />
      <ListSection
        query={asignaciones}
        errorText={ASIGNACIONES_LOAD_ERROR}
        notice={
          forbidden && (
            <PermissionNotice title="No tienes permiso para ver las asignaciones">
              Solo los administradores gestionan las asignaciones.
            </PermissionNotice>
          )
        }
        filters={
          <FilterBar label="Buscar asignaciones" actions={meta && <Total role="status">Total: {asignacionesCount(meta.total)}</Total>}>
            <SearchBox label="Buscar" placeholder="Proveedor o cliente…" value={state.search} delay={450} onSearch={(search) => set({ search })} />
          </FilterBar>
        }
        page={{
          page: meta?.page ?? state.page,
          totalPages: meta?.totalPages ?? 0,
          total: meta?.total ?? 0,
          pageSize: meta?.limit ?? ASIGNACIONES_PAGE_SIZE,
        }}
        onPageChange={(page, how) => set({ page }, how)}
        showPagination="several-pages"
      >
        {(loading) => (
          <AsignacionesTable
            asignaciones={asignaciones.data?.data ?? []}
            loading={loading}
            empty={<EmptyState message={state.search.trim() ? 'Sin asignaciones que coincidan con la búsqueda' : 'Sin asignaciones'} />}
            onDelete={setToDelete}
          />
        )}
      </ListSection>
      {creating && <AsignacionFormModal onClose={() => setCreating(false)} onCreate={(input) => create.mutateAsync(input)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar asignación?"
        message={toDelete ? <Pair>{`${toDelete.proveedor_nombre} → ${toDelete.cliente_nombre}`}</Pair> : undefined}
        confirmLabel="Eliminar"
        onConfirm={() => (toDelete ? remove.mutateAsync(toDelete.id) : undefined)}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
