import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { canUse, type Sitio } from 'shared/contracts';
import { useSession } from 'shared/session';
import { Button, ConfirmDialog, EmptyState, Icon, ListSection, PageHeader } from 'shared/ui';
import { useLocalidades } from '../../catalogos/hooks/use-localidades';
import { useProveedorOptions } from '../../catalogos/hooks/use-proveedor-options';
import { useProvincias } from '../../catalogos/hooks/use-provincias';
import { hasFilters, idParam, SITIOS_PAGE_SIZE, toSitiosFilters, toSitiosQuery, vistaOf } from '../api/sitios-query';
import { useExportSitios } from '../hooks/use-export-sitios';
import { useSitioMutations } from '../hooks/use-sitio-mutations';
import { SITIOS_LOAD_ERROR, useSitios, useSitiosMapa } from '../hooks/use-sitios';
import { useSitiosListState } from '../hooks/use-sitios-list-state';
import { ImportarSitiosDialog } from './importar-sitios-dialog';
import { SitioFormModal } from './sitio-form-modal';
import { SitiosFilters } from './sitios-filters';
import { SitiosMapaView } from './sitios-mapa-view';
import { SitiosTable } from './sitios-table';
import { VistaToggle } from './vista-toggle';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

type Editing = { sitio: Sitio | null } | null;

/**
 * /sitios — the places where the campaigns' advertising stands (docs/decisions/sitios-campanas.md). A list and a map
 * of the same filtered set, every filter in the URL; everyone sees the sites in their reach (the API scopes them);
 * administrators create, edit, delete and import them from a spreadsheet.
 */
export function SitiosPage() {
  const { user } = useSession();
  const isAdmin = canUse('sitios.write', user?.tipo);
  const signedIn = Boolean(user);
  const { state, set, reset } = useSitiosListState();
  const vista = vistaOf(state);
  const filters = useMemo(() => toSitiosFilters(state, { proveedorFilter: isAdmin }), [state, isAdmin]);
  const query = useMemo(() => toSitiosQuery(state, { proveedorFilter: isAdmin }), [state, isAdmin]);
  const sitios = useSitios(query, signedIn && vista === 'lista');
  const mapa = useSitiosMapa(filters, signedIn && vista === 'mapa');
  const provincias = useProvincias('catalogos/provincias', signedIn);
  const localidades = useLocalidades(idParam(state.provincia) ?? null);
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);
  const [toDelete, setToDelete] = useState<Sitio | null>(null);
  const proveedores = useProveedorOptions(isAdmin);
  const { create, update, remove } = useSitioMutations();
  const exporter = useExportSitios();

  const meta = sitios.data?.meta;
  const filtered = hasFilters(filters);
  const nuevo = () => setEditing({ sitio: null });

  const empty = filtered ? (
    <EmptyState message="No se encontraron sitios con los filtros aplicados" />
  ) : (
    <EmptyState
      message="No hay sitios todavía"
      action={
        isAdmin ? (
          <Button variant="primary" onClick={nuevo}>
            Nuevo Sitio
          </Button>
        ) : undefined
      }
    />
  );

  const controls = (
    <>
      <SitiosFilters
        state={state}
        provincias={provincias.data}
        localidades={localidades.data}
        proveedores={isAdmin ? (proveedores.data ?? []) : null}
        onChange={set}
        onClear={() => reset(['vista'])}
      />
      <VistaToggle value={vista} onChange={(v) => set({ vista: v })} />
    </>
  );

  return (
    <section aria-labelledby="sitios-title">
      <PageHeader
        title="Sitios"
        titleId="sitios-title"
        description="Los lugares donde está la publicidad de las campañas: vallas, mupis, pantallas y puntos de venta, con su ubicación exacta."
        actions={
          <>
            <Button variant="secondary" onClick={() => exporter.mutate(filters)} loading={exporter.isPending} disabled={!signedIn}>
              <Icon name="download" size={18} /> Exportar CSV
            </Button>
            {isAdmin && (
              <>
                <Button variant="secondary" onClick={() => setImporting(true)}>
                  <Icon name="upload" size={18} /> Importar
                </Button>
                <Button variant="primary" onClick={nuevo}>
                  <Icon name="plus" size={18} /> Nuevo Sitio
                </Button>
              </>
            )}
          </>
        }
      />
      {vista === 'lista' ? (
        <ListSection
          query={sitios}
          errorText={SITIOS_LOAD_ERROR}
          filters={controls}
          page={{
            page: meta?.page ?? state.page,
            requested: state.page,
            totalPages: meta?.totalPages ?? 0,
            total: meta?.total ?? 0,
            pageSize: meta?.limit ?? SITIOS_PAGE_SIZE,
          }}
          onPageChange={(page, how) => set({ page }, how)}
        >
          {(loading) => (
            <SitiosTable
              sitios={sitios.data?.data ?? []}
              loading={loading}
              empty={empty}
              onEdit={isAdmin ? (sitio) => setEditing({ sitio }) : undefined}
              onDelete={isAdmin ? setToDelete : undefined}
            />
          )}
        </ListSection>
      ) : (
        <Stack>
          {controls}
          <SitiosMapaView query={mapa} filtered={filtered} />
        </Stack>
      )}
      {editing && (
        <SitioFormModal
          sitio={editing.sitio}
          proveedores={proveedores.data ?? []}
          loadingProveedores={proveedores.isPending}
          onClose={() => setEditing(null)}
          onSubmit={(input) => (editing.sitio ? update.mutateAsync({ id: editing.sitio.id, data: input }) : create.mutateAsync(input))}
        />
      )}
      {importing && <ImportarSitiosDialog open onClose={() => setImporting(false)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar sitio?"
        message={toDelete ? `Se eliminará el sitio ${toDelete.codigo} "${toDelete.nombre}". Esta acción no se puede deshacer.` : undefined}
        confirmLabel="Eliminar"
        onConfirm={() => (toDelete ? remove.mutateAsync(toDelete.id) : undefined)}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
