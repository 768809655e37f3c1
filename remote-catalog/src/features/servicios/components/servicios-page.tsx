import { useMemo, useState } from 'react';
import { canUse, type Servicio } from 'shared/contracts';
import { useSession } from 'shared/session';
import { Button, ConfirmDialog, EmptyState, ErrorBanner, ListSection, PageHeader } from 'shared/ui';
import { SESSION_EXPIRED_TEXT, serviciosErrorText } from '../api/servicios-error';
import { SERVICIOS_PAGE_SIZE, toServiciosFilters, toServiciosQuery } from '../api/servicios-query';
import { useExportServicios } from '../hooks/use-export-servicios';
import { useServicioCategorias } from '../hooks/use-servicio-categorias';
import { useServicioMutations } from '../hooks/use-servicio-mutations';
import { useServicioStats } from '../hooks/use-servicio-stats';
import { SERVICIOS_LOAD_ERROR, useServicios } from '../hooks/use-servicios';
import { useServiciosListState } from '../hooks/use-servicios-list-state';
import { ServicioFormModal } from './servicio-form-modal';
import { ServiciosFilters } from './servicios-filters';
import { ServiciosStats } from './servicios-stats';
import { ServiciosTable } from './servicios-table';

type Editing = { servicio: Servicio | null } | null;

/** /servicios — "Gestor de Servicios" (docs/product-spec.md §2, §4, §5, §8, §9). */
export function ServiciosPage() {
  const { token, user } = useSession();
  const signedIn = Boolean(token);
  const canWrite = canUse('servicios.write', user?.tipo);
  const { state, set } = useServiciosListState();
  const query = useMemo(() => toServiciosQuery(state), [state]);
  const servicios = useServicios(query, signedIn);
  const stats = useServicioStats(signedIn);
  const categorias = useServicioCategorias(signedIn);
  const { create, update, remove, toggle } = useServicioMutations();
  const exporter = useExportServicios();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Servicio | null>(null);

  const pagination = servicios.data?.pagination;

  const filtered = Boolean(state.search || state.categoria || state.estado);
  const categoryList = categorias.data?.categorias ?? [];

  const empty = filtered ? (
    <EmptyState message="No se encontraron servicios con los filtros aplicados" />
  ) : (
    <EmptyState
      message="No hay servicios todavía"
      action={
        canWrite ? (
          <Button variant="primary" onClick={() => setEditing({ servicio: null })}>
            Nuevo Servicio
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <section aria-labelledby="servicios-title">
      <PageHeader
        title="Gestor de Servicios"
        titleId="servicios-title"
        description="Catálogo de servicios, precios y categorías"
        actions={
          <>
            <Button variant="secondary" onClick={() => exporter.mutate(toServiciosFilters(state))} loading={exporter.isPending} disabled={!signedIn}>
              Exportar CSV
            </Button>
            {canWrite && (
              <Button variant="primary" onClick={() => setEditing({ servicio: null })}>
                Nuevo Servicio
              </Button>
            )}
            <Button variant="secondary" onClick={() => void stats.refetch()} loading={stats.isFetching && !stats.isPending} disabled={!signedIn}>
              Actualizar Stats
            </Button>
          </>
        }
      />
      <ListSection
        query={servicios}
        errorText={(error) => serviciosErrorText(error, SERVICIOS_LOAD_ERROR)}
        notice={!signedIn && <ErrorBanner message={SESSION_EXPIRED_TEXT} />}
        filters={
          <>
            <ServiciosStats stats={stats.data} />
            <ServiciosFilters state={state} categorias={categoryList} onChange={set} />
          </>
        }
        page={{
          page: pagination?.page ?? state.page,
          totalPages: pagination?.totalPages ?? 0,
          total: pagination?.total ?? 0,
          pageSize: pagination?.limit ?? SERVICIOS_PAGE_SIZE,
        }}
        onPageChange={(page, how) => set({ page }, how)}
      >
        {(loading) => (
          <ServiciosTable
            servicios={servicios.data?.servicios ?? []}
            loading={loading}
            empty={empty}
            onToggle={canWrite ? (s) => toggle.mutate(s) : undefined}
            togglingId={toggle.isPending ? toggle.variables?.id : null}
            onEdit={canWrite ? (s) => setEditing({ servicio: s }) : undefined}
            onDelete={canWrite ? setToDelete : undefined}
          />
        )}
      </ListSection>
      {editing && (
        <ServicioFormModal
          servicio={editing.servicio}
          categorias={categoryList}
          onClose={() => setEditing(null)}
          onSubmit={(input) => (editing.servicio ? update.mutateAsync({ id: editing.servicio.id, data: input }) : create.mutateAsync(input))}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar servicio?"
        message={toDelete ? `Se eliminará "${toDelete.nombre}". Esta acción no se puede deshacer.` : undefined}
        confirmLabel="Eliminar"
        onConfirm={() => (toDelete ? remove.mutateAsync(toDelete.id) : undefined)}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
