import styled from 'styled-components';
import { pageRange, pageWindow } from './page-window';
import { focusRing, tk } from './tokens';

export interface PaginationProps {
  page: number;
  totalPages: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Number of page buttons (spec: 5). */
  windowSize?: number;
  /** Disables the buttons (e.g. while a page loads). */
  disabled?: boolean;
  /** The first load: the total is not known yet, so the summary says so instead of "Mostrando 0 a 0 de 0". */
  loading?: boolean;
}

const Root = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.75rem 0;
`;

const Summary = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${tk((t) => t.textMuted)};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button`
  min-width: 2.25rem;
  min-height: 2.25rem;
  padding: 0.25rem 0.625rem;
  border: 1px solid ${tk((t) => t.controlBorder)};
  border-radius: ${tk((t) => t.radiusSm)};
  background: ${tk((t) => t.surface)};
  color: ${tk((t) => t.text)};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${tk((t) => t.surfaceHover)};
  }
  &[aria-current='page'] {
    background: ${tk((t) => t.primary)};
    border-color: ${tk((t) => t.primary)};
    color: ${tk((t) => t.onPrimary)};
    font-weight: 700;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  @media (max-width: 767.98px) {
    min-width: 2rem;
    padding: 0.25rem 0.5rem;
  }
`;

/**
 * Page navigation: "Anterior", at most 5 page buttons around the current one, "Siguiente",
 * and the text "Mostrando x a y de z resultados" ("Cargando resultados…" during the first load).
 *
 * @example
 * <Pagination page={meta.page} totalPages={meta.totalPages} total={meta.total} pageSize={meta.limit}
 *   onPageChange={(page) => set({ page })} />
 */
export function Pagination({ page, totalPages, total, pageSize, onPageChange, windowSize = 5, disabled = false, loading = false }: PaginationProps) {
  const { from, to } = pageRange(page, pageSize, total);
  const pages = pageWindow(page, totalPages, windowSize);
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= totalPages) onPageChange(target);
  };
  return (
    <Root aria-label="Paginación">
      <Summary aria-live="polite">{loading ? 'Cargando resultados…' : `Mostrando ${from} a ${to} de ${total} resultados`}</Summary>
      <List>
        <li>
          <PageButton type="button" onClick={() => go(page - 1)} disabled={disabled || page <= 1}>
            Anterior
          </PageButton>
        </li>
        {pages.map((p) => (
          <li key={p}>
            <PageButton
              type="button"
              onClick={() => go(p)}
              disabled={disabled && p !== page}
              aria-current={p === page ? 'page' : undefined}
              aria-label={`Página ${p}`}
            >
              {p}
            </PageButton>
          </li>
        ))}
        <li>
          <PageButton type="button" onClick={() => go(page + 1)} disabled={disabled || page >= totalPages}>
            Siguiente
          </PageButton>
        </li>
      </List>
    </Root>
  );
}
