import { useMemo, useState } from 'react';
import { AUDIT_PAGE_SIZES } from 'shared/contracts';
import { ListSection, PageHeader, PermissionNotice, Select } from 'shared/ui';
import { auditPageSize, hasAuditFilters, toAuditQuery } from '../api/audit-query';
import { AUDIT_LOAD_ERROR, useAuditEvents } from '../hooks/use-audit-events';
import { useAuditListState } from '../hooks/use-audit-list-state';
import { useAuditOptions } from '../hooks/use-audit-options';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';

/** /registro-eventos — the audit log (docs/product-spec.md §2, §4, §8, §9). */
export function AuditLogPage() {
  const { state, set, reset } = useAuditListState();
  const [resetKey, setResetKey] = useState(0);
  const query = useMemo(() => toAuditQuery(state), [state]);
  const events = useAuditEvents(query);
  const forbidden = events.error?.status === 403;
  const options = useAuditOptions(!forbidden);

  const meta = events.data?.meta;

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
      <ListSection
        query={events}
        errorText={AUDIT_LOAD_ERROR}
        notice={
          forbidden && (
            <PermissionNotice title="No tienes permiso para ver el registro de eventos">
              Solo los administradores pueden consultar el historial de acciones del sistema.
            </PermissionNotice>
          )
        }
        filters={<AuditFilters state={state} options={options.data} onChange={set} onClear={clear} resetKey={resetKey} />}
        page={{
          page: meta?.page ?? state.page,
          totalPages: meta?.totalPages ?? 0,
          total: meta?.total ?? 0,
          pageSize: meta?.limit ?? auditPageSize(state.limit),
        }}
        onPageChange={(page, how) => set({ page }, how)}
        footerStart={
          <Select
            inline
            label="Por página"
            value={String(auditPageSize(state.limit))}
            options={AUDIT_PAGE_SIZES.map(String)}
            onChange={(limit) => set({ limit: Number(limit) })}
          />
        }
      >
        {(loading) => <AuditTable events={events.data?.data ?? []} loading={loading} filtered={hasAuditFilters(state)} />}
      </ListSection>
    </section>
  );
}
