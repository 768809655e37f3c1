import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tk } from './tokens';

export interface DescriptionItem {
  term: string;
  detail: ReactNode;
  /** Take the whole row (long texts). */
  wide?: boolean;
}

export interface DescriptionListProps {
  items: readonly DescriptionItem[];
  /** Accessible name of the list. */
  label?: string;
}

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: 1rem 1.5rem;
  margin: 0;
`;

const Item = styled.div<{ $wide: boolean }>`
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  min-width: 0;
`;

const Term = styled.dt`
  margin: 0 0 0.25rem;
  color: ${tk((t) => t.textMuted)};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Detail = styled.dd`
  margin: 0;
  color: ${tk((t) => t.text)};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

/**
 * A record's fields as term / value pairs (`<dl>`): a responsive grid, one column on phones.
 *
 * @example
 * <DescriptionList items={[{ term: 'Cliente', detail: informe.cliente_nombre }, { term: 'Incidencias', detail: texto, wide: true }]} />
 */
export function DescriptionList({ items, label }: DescriptionListProps) {
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <Item key={item.term} $wide={Boolean(item.wide)}>
          <Term>{item.term}</Term>
          <Detail>{item.detail}</Detail>
        </Item>
      ))}
    </List>
  );
}
