import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { puedeEliminarInforme, type InformeResumen } from 'shared/contracts';
import { useSession } from 'shared/session';
import { formatInteger } from 'shared/format';
import { Button, ButtonLink, ConfirmDialog, EmptyState, ListSection, PageHeader, Select } from 'shared/ui';
import { INFORMES_PAGE_SIZES } from 'shared/contracts';
import { hasInformesFilters, informesPageSize, toInformesFilters, toInformesQuery } from '../api/informes-query';
import { INFORMES_TEXTS, loadErrorText } from '../api/informes-texts';
import { useExportInformes, usePruebaPdf } from '../hooks/use-descargas';
import { useInformeMutations } from '../hooks/use-informe-mutations';
import { useInformes } from '../hooks/use-informes';
import { useInformesListState } from '../hooks/use-informes-list-state';
import { useInformesOpciones } from '../hooks/use-informes-opciones';
import { PendientesPanel } from '../../outbox/pendientes-panel';
import { InformesFilters } from './informes-filters';
import { InformesTable } from './informes-table';

const TotalLine = styled.span`
  display: block;
`;

const totalText = (total: number) => (total === 1 ? '1 informe' : `${formatInteger(total)} informes`);

/** /informes — the reports list (docs/product-spec.md §2 Reports list, §4, §8), server-paged, its state in the URL. */
export function InformesPage() {
  const { user } = useSession();
  const { state, set, reset } = useInformesListState();
  const [resetKey, setResetKey] = useState(0);
  const query = useMemo(() => toInformesQuery(state), [state]);
  const informes = useInformes(query);
  const opciones = useInformesOpciones();
  const exporter = useExportInformes();
  const prueba = usePruebaPdf();
  const { remove } = useInformeMutations();
  const [toDelete, setToDelete] = useState<InformeResumen | null>(null);
  const meta = informes.data?.meta;

  const canDelete = useCallback((informe: InformeResumen) => puedeEliminarInforme(user, informe), [user]);
  const clear = () => {
    reset(['limit', 'orden']);
    setResetKey((k) => k + 1);
  };

  const empty = hasInformesFilters(state) ? (
    <EmptyState message={INFORMES_TEXTS.emptyFiltered} />
  ) : (
    <EmptyState
      message={INFORMES_TEXTS.emptyAll}
      action={
        <ButtonLink to="/nuevo-informe" variant="primary">
          {INFORMES_TEXTS.createFirst}
        </ButtonLink>
      }
    />
  );

  return (
    <section aria-labelledby="informes-title">
      <PageHeader
        title="Informes"
        titleId="informes-title"
        description={
          <>
            {INFORMES_TEXTS.intro}
            {/* Its line is kept while the total loads: nothing below moves when it arrives. */}
            <TotalLine aria-live="polite">{meta ? `Total: ${totalText(meta.total)}` : '\u00a0'}</TotalLine>
          </>
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => exporter.mutate(toInformesFilters(state))} loading={exporter.isPending}>
              Exportar CSV
            </Button>
            <Button variant="secondary" onClick={() => prueba.mutate({ filters: toInformesFilters(state) })} loading={prueba.isPending}>
              Descargar prueba (PDF)
            </Button>
            <ButtonLink to="/nuevo-informe" variant="primary">
              {INFORMES_TEXTS.newReport}
            </ButtonLink>
          </>
        }
      />
      <PendientesPanel />
      <ListSection
        query={informes}
        errorText={loadErrorText}
        filters={<InformesFilters state={state} opciones={opciones.data} onChange={set} onClear={clear} resetKey={resetKey} />}
        page={{
          page: meta?.page ?? state.page,
          totalPages: meta?.totalPages ?? 0,
          total: meta?.total ?? 0,
          pageSize: meta?.limit ?? informesPageSize(state.limit),
        }}
        onPageChange={(page, how) => set({ page }, how)}
        footerStart={
          <Select
            inline
            label="Por página"
            value={String(informesPageSize(state.limit))}
            options={INFORMES_PAGE_SIZES.map(String)}
            onChange={(limit) => set({ limit: Number(limit) })}
          />
        }
      >
        {(loading) => (
          <InformesTable informes={informes.data?.data ?? []} loading={loading} empty={empty} canDelete={canDelete} onDelete={setToDelete} />
        )}
      </ListSection>
      <ConfirmDialog
        open={toDelete !== null}
        title={INFORMES_TEXTS.deleteTitle}
        message={INFORMES_TEXTS.deleteMessage}
        confirmLabel="Eliminar"
        onConfirm={() => (toDelete ? remove.mutateAsync(toDelete.id) : undefined)}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
