import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { DataTableColumn } from './data-table';
import { Skeleton } from './skeleton';
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

const List = styled.ul<{ $dimmed: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  opacity: ${({ $dimmed }) => ($dimmed ? 0.6 : 1)};
`;

const Item = styled.li`
  padding: 0.875rem 1rem;
  border: 1px solid ${tk((t) => t.border)};
  border-radius: ${tk((t) => t.radius)};
  background: ${tk((t) => t.surface)};
  color: ${tk((t) => t.text)};
  box-shadow: ${tk((t) => t.shadow)};
`;

const Pairs = styled.dl`
  display: grid;
  grid-template-columns: minmax(5.5rem, auto) 1fr;
  gap: 0.375rem 0.75rem;
  margin: 0;
  font-size: 0.875rem;
`;

const Label = styled.dt`
  font-weight: 600;
  color: ${tk((t) => t.textMuted)};
`;

const Value = styled.dd`
  margin: 0;
  min-width: 0;
  overflow-wrap: anywhere;
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
    <List aria-label={caption} aria-busy={loading || undefined} $dimmed={loading && rows.length > 0}>
      {rows.length === 0
        ? Array.from({ length: skeletonRows }, (_, i) => (
            <Item key={`skeleton-${i}`} aria-hidden="true">
              <Pairs as="div">
                {visible.map((column) => (
                  <Skeleton key={column.key} style={{ gridColumn: '1 / -1', width: `${50 + ((i * 13 + column.key.length * 11) % 45)}%` }} />
                ))}
              </Pairs>
            </Item>
          ))
        : rows.map((row) => (
            <Item key={rowKey(row)}>
              <Pairs>
                {visible.map((column) => (
                  <div key={column.key} style={{ display: 'contents' }}>
                    <Label>{column.mobileLabel ?? column.header}</Label>
                    <Value>{(column.mobileCell ?? column.cell)(row)}</Value>
                  </div>
                ))}
              </Pairs>
            </Item>
          ))}
    </List>
  );
}
