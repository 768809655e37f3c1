import { useDeferredValue, useSyncExternalStore, type ReactNode } from 'react';
import styled from 'styled-components';
import { DataCardList } from './data-card-list';
import { Skeleton, SKELETON_GROUP, skeletonPulse } from './skeleton';
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

const noSubscription = () => () => {};
const isBrowser = () => true;
const isPrerender = () => false;

/** Shows its content only at the widths of one layout when `$only` is set (the placeholders of both layouts). */
const LayoutBox = styled.div<{ $only?: 'mobile' | 'desktop' }>`
  @media ${({ $only }) => ($only === 'mobile' ? `not all and ${MOBILE_QUERY}` : $only === 'desktop' ? MOBILE_QUERY : 'not all')} {
    display: none;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${tk((t) => t.border)};
  border-radius: ${tk((t) => t.radius)};
  background: ${tk((t) => t.surface)};
  &:focus-visible {
    ${focusRing}
  }
`;

/**
 * The table and its cells' styles in one rule set: a page of rows is ~100 cells, and a styled component per cell
 * cost its own render work each (docs/decisions/main-thread.md). Cells say their alignment with `data-align`.
 */
const Table = styled.table<{ $dimmed: boolean; $layout: 'auto' | 'fixed'; $minWidth?: string; $compact: boolean }>`
  width: 100%;
  min-width: ${({ $minWidth }) => $minWidth ?? 'auto'};
  table-layout: ${({ $layout }) => $layout};
  border-collapse: collapse;
  color: ${tk((t) => t.text)};
  font-size: ${({ $compact }) => ($compact ? '0.8125rem' : '0.875rem')};
  opacity: ${({ $dimmed }) => ($dimmed ? 0.6 : 1)};
  transition: opacity 0.15s;

  & > thead > tr > th {
    padding: ${({ $compact }) => ($compact ? '0.625rem 0.5rem' : '0.75rem 1rem')};
    border-bottom: 1px solid ${tk((t) => t.border)};
    background: ${tk((t) => t.surfaceMuted)};
    color: ${tk((t) => t.textMuted)};
    font-size: ${({ $compact }) => ($compact ? '0.6875rem' : '0.75rem')};
    font-weight: 700;
    letter-spacing: ${({ $compact }) => ($compact ? '0.02em' : '0.04em')};
    text-align: left;
    text-transform: uppercase;
    white-space: nowrap;
  }
  & > tbody > tr > td {
    padding: ${({ $compact }) => ($compact ? '0.625rem 0.5rem' : '0.75rem 1rem')};
    border-bottom: 1px solid ${tk((t) => t.border)};
    text-align: left;
    vertical-align: middle;
    overflow-wrap: anywhere;
  }
  & > * > tr > [data-align='right'] {
    text-align: right;
  }
  & > * > tr > [data-align='center'] {
    text-align: center;
  }
  & > tbody[${SKELETON_GROUP}] {
    ${skeletonPulse}
  }
  & > tbody > tr:last-child > td {
    border-bottom: 0;
  }
  & > tbody > tr:hover > td {
    background: ${tk((t) => t.surfaceHover)};
  }
`;

/** `data-align` of a cell: left is the default. */
const alignOf = (align: string | undefined) => (align && align !== 'left' ? align : undefined);

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
  rows: newRows,
  rowKey,
  caption,
  loading: newLoading = false,
  empty,
  skeletonRows = 5,
  layout = 'auto',
  tableLayout = 'auto',
  minWidth,
  compact = false,
}: DataTableProps<T>) {
  // New rows render at low priority, in slices: the update that brings them (a query's result) must render at once,
  // and rendering a page of rows in that same task blocked input on a phone's slow CPU (docs/decisions/main-thread.md). Until they are
  // rendered the previous rows (or the skeleton) stay.
  const rows = useDeferredValue(newRows);
  const loading = useDeferredValue(newLoading);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const inBrowser = useSyncExternalStore(noSubscription, isBrowser, isPrerender);
  const cards = layout === 'cards' || (layout === 'auto' && isMobile);
  const showSkeleton = loading && rows.length === 0;
  const showEmpty = !loading && rows.length === 0;

  const cardList = (
    <DataCardList columns={columns} rows={rows} rowKey={rowKey} caption={caption} loading={loading} empty={empty} skeletonRows={skeletonRows} />
  );
  const table = () => (
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
              <th key={column.key} scope="col" data-align={alignOf(column.align)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...{ [SKELETON_GROUP]: showSkeleton || undefined }}>
          {showSkeleton &&
            Array.from({ length: skeletonRows }, (_, i) => (
              <tr key={`skeleton-${i}`} aria-hidden="true">
                {columns.map((column) => (
                  <td key={column.key}>
                    <Skeleton style={{ width: `${55 + ((i * 17 + column.key.length * 7) % 40)}%` }} />
                  </td>
                ))}
              </tr>
            ))}
          {showEmpty && (
            <tr>
              <td colSpan={columns.length} data-align="center">
                {empty ?? 'Sin resultados'}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} data-align={alignOf(column.align)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
  // The first frame of a screen is prerendered without knowing the screen's width (docs/decisions/
  // prerendered-login.md): there its placeholders come in both layouts, and CSS shows the one of this width (the
  // browser, which knows it, renders one). The boxes stay in place when the rows arrive, so the table or the list
  // is updated, not mounted again.
  const both = layout === 'auto' && showSkeleton && !inBrowser;
  if (cards) {
    return (
      <>
        {both && <LayoutBox $only="desktop">{table()}</LayoutBox>}
        <LayoutBox $only={both ? 'mobile' : undefined}>{cardList}</LayoutBox>
      </>
    );
  }

  return (
    <>
      <LayoutBox $only={both ? 'desktop' : undefined}>{table()}</LayoutBox>
      {both && <LayoutBox $only="mobile">{cardList}</LayoutBox>}
    </>
  );
}
