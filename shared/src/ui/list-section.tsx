import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorBanner } from './error-banner';
import { Pagination } from './pagination';
import { serverMessage } from './server-message';
import { useClampPage } from './use-clamp-page';

/** The parts of a react-query result a list screen reads. */
export interface ListQuery {
  data: unknown;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isPlaceholderData: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ListPage {
  page: number;
  /** The page the URL asks for, when `page` is already clamped (a list paged in the browser with `paginate`). */
  requested?: number;
  totalPages: number;
  total: number;
  pageSize: number;
}

export interface ListSectionProps {
  query: ListQuery;
  /** The error banner's text: a fallback for `serverMessage`, or a function of the error. */
  errorText: string | ((error: unknown) => string);
  /** The table; `loading` is true on the first load and while a new page or search loads. */
  children: (loading: boolean) => ReactNode;
  /** Controls above the list (FilterBar, stats, …). */
  filters?: ReactNode;
  /** Current page; a page past the last one (shared link, shrunken list) moves to the last one. */
  page: ListPage;
  /** `replace` is true when the page is clamped (no new history entry). */
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  /** 'always' (default) or only when there is more than one page. */
  showPagination?: 'always' | 'several-pages';
  /** A control beside the pagination, e.g. the "Por página" Select. */
  footerStart?: ReactNode;
  /** Shown instead of the whole section, e.g. a PermissionNotice after a 403. */
  notice?: ReactNode;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 1.5rem;
  & > nav {
    flex: 1 1 24rem;
  }
`;

/**
 * The one list-screen pattern: filters, the error banner with "Reintentar", the table (kept while a refetch
 * fails over data already shown) and the pagination, with the page clamped to the last one.
 *
 * @example
 * <ListSection
 *   query={jefes}
 *   errorText="Error cargando"
 *   filters={<FilterBar label="Buscar jefes"><SearchBox … /></FilterBar>}
 *   page={{ page: state.page, totalPages: meta?.totalPages ?? 0, total: meta?.total ?? 0, pageSize: 10 }}
 *   onPageChange={(page, options) => set({ page }, options)}
 *   notice={forbidden && <PermissionNotice title="No tienes permiso para ver los jefes de equipo" />}
 * >
 *   {(loading) => <JefesTable jefes={jefes.data?.data ?? []} loading={loading} empty={<EmptyState message="Sin resultados" />} />}
 * </ListSection>
 */
export function ListSection({
  query,
  errorText,
  children,
  filters,
  page,
  onPageChange,
  showPagination = 'always',
  footerStart,
  notice,
}: ListSectionProps) {
  useClampPage(page.requested ?? page.page, query.data !== undefined ? page.totalPages : undefined, (last) => onPageChange(last, { replace: true }));

  if (notice) return <>{notice}</>;

  const pagination = (showPagination === 'always' || page.totalPages > 1) && (
    <Pagination
      page={page.page}
      totalPages={page.totalPages}
      total={page.total}
      pageSize={page.pageSize}
      onPageChange={(next) => onPageChange(next)}
      loading={query.data === undefined}
    />
  );

  return (
    <Stack>
      {filters}
      {query.isError && (
        <ErrorBanner
          message={typeof errorText === 'string' ? serverMessage(query.error, errorText) : errorText(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {!(query.isError && !query.data) && (
        <>
          {children(query.isPending || query.isPlaceholderData)}
          {footerStart ? (
            <Footer>
              {footerStart}
              {pagination}
            </Footer>
          ) : (
            pagination
          )}
        </>
      )}
    </Stack>
  );
}
