import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DataCardList } from './data-card-list';
import { Skeleton } from './skeleton';
import { focusRing, tk } from './tokens';
import { MOBILE_QUERY, useMediaQuery } from './use-media-query';
import { VisuallyHidden } from './visually-hidden';

export interface DataTableColumn<T> {
  /** Stable id of the column. */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** CSS width of the desktop column, e.g. '8rem' or '20%'. */
  width?: string;
  align?: 'left' | 'center' | 'right';
  /** Leave this column out of the mobile cards. */
  hideOnMobile?: boolean;
  /** Label in the mobile cards when `header` is not plain text. */
  mobileLabel?: ReactNode;
  /** Content in the mobile cards when it should differ from `cell` (e.g. full text instead of truncated). */
  mobileCell?: (row: T) => ReactNode;
}

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Accessible name of the table / card list (visually hidden caption). */
  caption: string;
  /** Skeleton rows when there are no rows yet; dimmed rows while refreshing. Sets aria-busy. */
  loading?: boolean;
  /** Shown when not loading and there are no rows (e.g. an EmptyState). */
  empty?: ReactNode;
  skeletonRows?: number;
  /** Force a layout (default: cards below 768 px, table above). */
  layout?: 'auto' | 'table' | 'cards';
  /** 'fixed' makes column widths binding (needed for TruncatedText cells); pair it with `minWidth`. */
  tableLayout?: 'auto' | 'fixed';
  /** Below this width the table scrolls horizontally instead of squeezing, e.g. '48rem'. */
  minWidth?: string;
  /** Tighter cells (padding, a smaller font) for tables with many columns. */
  compact?: boolean;
}

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${tk((t) => t.border)};
  border-radius: ${tk((t) => t.radius)};
  background: ${tk((t) => t.surface)};
  &:focus-visible {
    ${focusRing}
  }
`;

const Table = styled.table<{ $dimmed: boolean; $layout: 'auto' | 'fixed'; $minWidth?: string; $compact: boolean }>`
  width: 100%;
  min-width: ${({ $minWidth }) => $minWidth ?? 'auto'};
  table-layout: ${({ $layout }) => $layout};
  border-collapse: collapse;
  color: ${tk((t) => t.text)};
  font-size: ${({ $compact }) => ($compact ? '0.8125rem' : '0.875rem')};
  opacity: ${({ $dimmed }) => ($dimmed ? 0.6 : 1)};
  transition: opacity 0.15s;
`;

const Th = styled.th<{ $align: string; $compact: boolean }>`
  padding: ${({ $compact }) => ($compact ? '0.625rem 0.5rem' : '0.75rem 1rem')};
  border-bottom: 1px solid ${tk((t) => t.border)};
  background: ${tk((t) => t.surfaceMuted)};
  color: ${tk((t) => t.textMuted)};
  font-size: ${({ $compact }) => ($compact ? '0.6875rem' : '0.75rem')};
  font-weight: 700;
  letter-spacing: ${({ $compact }) => ($compact ? '0.02em' : '0.04em')};
  text-align: ${({ $align }) => $align};
  text-transform: uppercase;
  white-space: nowrap;
`;

const Td = styled.td<{ $align: string; $compact: boolean }>`
  padding: ${({ $compact }) => ($compact ? '0.625rem 0.5rem' : '0.75rem 1rem')};
  border-bottom: 1px solid ${tk((t) => t.border)};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
  overflow-wrap: anywhere;
`;

const Tr = styled.tr`
  &:last-child > td {
    border-bottom: 0;
  }
  &:hover > td {
    background: ${tk((t) => t.surfaceHover)};
  }
`;

/**
 * Generic list: a real `<table>` on desktop and a list of cards (label: value pairs) below 768 px.
 *
 * @example
 * <DataTable
 *   caption="Eventos registrados"
 *   columns={[
 *     { key: 'usuario', header: 'Usuario', cell: (e) => e.usuario },
 *     { key: 'accion', header: 'Acción', cell: (e) => <Badge>{e.accion}</Badge>, width: '9rem' },
 *   ]}
 *   rows={data?.data ?? []}
 *   rowKey={(e) => e.id}
 *   loading={isFetching}
 *   empty={<EmptyState message="No hay eventos" />}
 * />
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  loading = false,
  empty,
  skeletonRows = 5,
  layout = 'auto',
  tableLayout = 'auto',
  minWidth,
  compact = false,
}: DataTableProps<T>) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const cards = layout === 'cards' || (layout === 'auto' && isMobile);
  const showSkeleton = loading && rows.length === 0;
  const showEmpty = !loading && rows.length === 0;

  if (cards) {
    return (
      <DataCardList columns={columns} rows={rows} rowKey={rowKey} caption={caption} loading={loading} empty={empty} skeletonRows={skeletonRows} />
    );
  }

  return (
    <Scroll>
      <Table aria-busy={loading || undefined} $dimmed={loading && rows.length > 0} $layout={tableLayout} $minWidth={minWidth} $compact={compact}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} style={column.width ? { width: column.width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => (
              <Th key={column.key} scope="col" $align={column.align ?? 'left'} $compact={compact}>
                {column.header}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {showSkeleton &&
            Array.from({ length: skeletonRows }, (_, i) => (
              <Tr key={`skeleton-${i}`} aria-hidden="true">
                {columns.map((column) => (
                  <Td key={column.key} $align="left" $compact={compact}>
                    <Skeleton style={{ width: `${55 + ((i * 17 + column.key.length * 7) % 40)}%` }} />
                  </Td>
                ))}
              </Tr>
            ))}
          {showEmpty && (
            <tr>
              <Td colSpan={columns.length} $align="center" $compact={compact}>
                {empty ?? 'Sin resultados'}
              </Td>
            </tr>
          )}
          {rows.map((row) => (
            <Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Td key={column.key} $align={column.align ?? 'left'} $compact={compact}>
                  {column.cell(row)}
                </Td>
              ))}
            </Tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
