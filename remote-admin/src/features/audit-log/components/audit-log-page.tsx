import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { AUDIT_PAGE_SIZES } from 'shared/contracts';
import { ErrorBanner, PageHeader, Pagination, PermissionNotice, Select, serverMessage } from 'shared/ui';
import { auditPageSize, hasAuditFilters, toAuditQuery } from '../api/audit-query';
import { AUDIT_LOAD_ERROR, useAuditEvents } from '../hooks/use-audit-events';
import { useAuditListState } from '../hooks/use-audit-list-state';
import { useAuditOptions } from '../hooks/use-audit-options';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const ListFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 1.5rem;
  & > nav {
    flex: 1 1 24rem;
  }
`;

/** /registro-eventos — the audit log (spec §2, §4, §8, §9). */
export function AuditLogPage() {
  const { state, set, reset } = useAuditListState();
  const [resetKey, setResetKey] = useState(0);
  const query = useMemo(() => toAuditQuery(state), [state]);
  const events = useAuditEvents(query);
  const forbidden = events.error?.status === 403;
  const options = useAuditOptions(!forbidden);

  const meta = events.data?.meta;
  // A shared link or a shrunken result set can point past the last page: go to the last one.
  useEffect(() => {
    if (meta && meta.totalPages > 0 && state.page > meta.totalPages) set({ page: meta.totalPages }, { replace: true });
  }, [meta, state.page, set]);

  const clear = () => {
    reset(['limit']);
    setResetKey((k) => k + 1);
  };

  return (
    <section aria-labelledby="registro-eventos-title">
      <PageHeader
        title="Registro de Eventos"
        titleId="registro-eventos-title"
        description="Historial de acciones realizadas en el sistema"
      />
      {forbidden ? (
        <PermissionNotice title="No tienes permiso para ver el registro de eventos">
          Solo los administradores pueden consultar el historial de acciones del sistema.
        </PermissionNotice>
      ) : (
        <Stack>
          <AuditFilters
            state={state}
            options={options.data}
            onChange={set}
            onClear={clear}
            resetKey={resetKey}
          />
          {events.isError && (
            <ErrorBanner
              message={serverMessage(events.error, AUDIT_LOAD_ERROR)}
              onRetry={() => void events.refetch()}
              retrying={events.isFetching}
            />
          )}
          {!(events.isError && !events.data) && (
            <>
              <AuditTable
                events={events.data?.data ?? []}
                loading={events.isPending || events.isPlaceholderData}
                filtered={hasAuditFilters(state)}
              />
              <ListFooter>
                <Select
                  inline
                  label="Por página"
                  value={String(auditPageSize(state.limit))}
                  options={AUDIT_PAGE_SIZES.map(String)}
                  onChange={(limit) => set({ limit: Number(limit) })}
                />
                <Pagination
                  page={meta?.page ?? state.page}
                  totalPages={meta?.totalPages ?? 0}
                  total={meta?.total ?? 0}
                  pageSize={meta?.limit ?? auditPageSize(state.limit)}
                  onPageChange={(page) => set({ page })}
                />
              </ListFooter>
            </>
          )}
        </Stack>
      )}
    </section>
  );
}
