import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { canUse } from 'shared/contracts';
import { useSession } from 'shared/session';
import { Button, EmptyState, Icon, ListSection, PageHeader } from 'shared/ui';
import { useInformesOpciones } from '../../informes/hooks/use-informes-opciones';
import { formToCampanaInput } from '../api/campana-form';
import { CAMPANAS_PAGE_SIZE, hasCampanasFilters, toCampanasQuery } from '../api/campanas-query';
import { useCampanaMutations } from '../hooks/use-campana-mutations';
import { useExportCumplimiento } from '../hooks/use-export-cumplimiento';
import { CAMPANAS_LOAD_ERROR, useCampanas, useCampanasListState } from '../hooks/use-campanas';
import { CampanaFormModal } from './campana-form-modal';
import { CampanasFilters } from './campanas-filters';
import { CampanasTable } from './campanas-table';

/**
 * /campanas — what each client bought: its campaigns, their dates, state, sites and the reports that prove them
 * (docs/decisions/sitios-campanas.md), with each one's compliance; "Exportar cumplimiento" downloads the checks of every
 * campaign in reach (docs/decisions/cumplimiento.md). Every filter in the URL; the API scopes the rows (a client its own, a provider
 * those where it has lines); administrators filter by client and create campaigns.
 */
export function CampanasPage() {
  const { user } = useSession();
  const isAdmin = canUse('campanas.write', user?.tipo);
  const navigate = useNavigate();
  const { state, set, reset } = useCampanasListState();
  const [resetKey, setResetKey] = useState(0);
  const query = useMemo(() => toCampanasQuery(state, { clienteFilter: isAdmin }), [state, isAdmin]);
  const campanas = useCampanas(query, Boolean(user));
  const opciones = useInformesOpciones(isAdmin);
  const { create } = useCampanaMutations();
  const [creating, setCreating] = useState(false);
  const exporter = useExportCumplimiento();
  const meta = campanas.data?.meta;
  const clientes = opciones.data?.clientes ?? [];

  const nueva = isAdmin ? (
    <Button variant="primary" onClick={() => setCreating(true)}>
      <Icon name="plus" size={18} /> Nueva Campaña
    </Button>
  ) : undefined;
  const empty = hasCampanasFilters(query) ? (
    <EmptyState message="No se encontraron campañas con los filtros aplicados" />
  ) : (
    <EmptyState message="No hay campañas todavía" action={nueva} />
  );

  return (
    <section aria-labelledby="campanas-title">
      <PageHeader
        title="Campañas"
        titleId="campanas-title"
        description="Lo que cada cliente contrató: sus campañas, en qué sitios, con qué controles, y los informes que las prueban."
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => exporter.mutate(undefined)}
              loading={exporter.isPending}
              title="Los controles de todas las campañas a tu alcance, en CSV"
            >
              <Icon name="download" size={18} /> Exportar cumplimiento
            </Button>
            {nueva}
          </>
        }
      />
      <ListSection
        query={campanas}
        errorText={CAMPANAS_LOAD_ERROR}
        filters={
          <CampanasFilters
            state={state}
            clientes={isAdmin ? clientes : null}
            onChange={set}
            onClear={() => {
              reset();
              setResetKey((k) => k + 1);
            }}
            resetKey={resetKey}
          />
        }
        page={{
          page: meta?.page ?? state.page,
          requested: state.page,
          totalPages: meta?.totalPages ?? 0,
          total: meta?.total ?? 0,
          pageSize: meta?.limit ?? CAMPANAS_PAGE_SIZE,
        }}
        onPageChange={(page, how) => set({ page }, how)}
      >
        {(loading) => <CampanasTable campanas={campanas.data?.data ?? []} loading={loading} empty={empty} />}
      </ListSection>
      {creating && (
        <CampanaFormModal
          campana={null}
          clientes={clientes}
          loadingClientes={opciones.isPending}
          onClose={() => setCreating(false)}
          onSave={async (v) => {
            const created = await create.mutateAsync(formToCampanaInput(v));
            void navigate(`/campanas/${created.id}`);
          }}
        />
      )}
    </section>
  );
}
