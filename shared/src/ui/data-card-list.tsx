import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { DataTableColumn } from './data-table';
import { Skeleton, SKELETON_GROUP, skeletonPulse } from './skeleton';
import { tk } from './tokens';

export interface DataCardListProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  caption: string;
  loading?: boolean;
  empty?: ReactNode;
  skeletonRows?: number;
}

/**
 * The cards and their label/value pairs in one rule set: a page of cards is ~200 pairs, and a styled component per
 * element cost its own render work each (docs/decisions/main-thread.md).
 */
const List = styled.ul<{ $dimmed: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  opacity: ${({ $dimmed }) => ($dimmed ? 0.6 : 1)};
  &[${SKELETON_GROUP}] {
    ${skeletonPulse}
  }

  & > li {
    padding: 0.875rem 1rem;
    border: 1px solid ${tk((t) => t.border)};
    border-radius: ${tk((t) => t.radius)};
    background: ${tk((t) => t.surface)};
    color: ${tk((t) => t.text)};
    box-shadow: ${tk((t) => t.shadow)};
  }
  & > li > .pairs {
    display: grid;
    grid-template-columns: minmax(5.5rem, auto) 1fr;
    gap: 0.375rem 0.75rem;
    margin: 0;
    font-size: 0.875rem;
  }
  & > li > .pairs > div > dt {
    font-weight: 600;
    color: ${tk((t) => t.textMuted)};
  }
  & > li > .pairs > div > dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Empty = styled.div`
  border: 1px solid ${tk((t) => t.border)};
  border-radius: ${tk((t) => t.radius)};
  background: ${tk((t) => t.surface)};
`;

/**
 * Mobile layout of DataTable: one card per row with "label: value" pairs (a list of description lists).
 * Normally used through DataTable; usable alone with the same column definitions.
 *
 * @example
 * <DataCardList caption="Eventos" columns={columns} rows={rows} rowKey={(e) => e.id} />
 */
export function DataCardList<T>({ columns, rows, rowKey, caption, loading = false, empty, skeletonRows = 3 }: DataCardListProps<T>) {
  const visible = columns.filter((column) => !column.hideOnMobile);
  if (!loading && rows.length === 0) {
    return <Empty>{empty ?? 'Sin resultados'}</Empty>;
  }
  return (
    <List
      aria-label={caption}
      aria-busy={loading || undefined}
      $dimmed={loading && rows.length > 0}
      {...{ [SKELETON_GROUP]: rows.length === 0 || undefined }}
    >
      {rows.length === 0
        ? Array.from({ length: skeletonRows }, (_, i) => (
            <li key={`skeleton-${i}`} aria-hidden="true">
              <div className="pairs">
                {visible.map((column) => (
                  <Skeleton key={column.key} style={{ gridColumn: '1 / -1', width: `${50 + ((i * 13 + column.key.length * 11) % 45)}%` }} />
                ))}
              </div>
            </li>
          ))
        : rows.map((row) => (
            <li key={rowKey(row)}>
              <dl className="pairs">
                {visible.map((column) => (
                  <div key={column.key} style={{ display: 'contents' }}>
                    <dt>{column.mobileLabel ?? column.header}</dt>
                    <dd>{(column.mobileCell ?? column.cell)(row)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
    </List>
  );
}
