import styled from 'styled-components';
import { formatInteger } from '../format';
import { tk } from './tokens';

export interface CountTile {
  /** What is counted ("Atrasados", "Con GPS automático"). */
  term: string;
  value: number;
}

export interface CountTilesProps {
  /** Names the group for assistive technology ("Controles por estado"). */
  label: string;
  tiles: readonly CountTile[];
  /** Tiles per row from 481 px up; unset: as many as fit (8.5 rem each). Below, one per row. */
  columns?: number;
}

const List = styled.dl<{ $columns?: number }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$columns ? `repeat(${p.$columns}, minmax(0, 1fr))` : 'repeat(auto-fill, minmax(8.5rem, 1fr))')};
  gap: 0.5rem;
  margin: 0;
  div {
    padding: 0.5rem 0.75rem;
    border: 1px solid ${tk((t) => t.border)};
    border-radius: ${tk((t) => t.radiusSm)};
    background: ${tk((t) => t.surfaceMuted)};
  }
  dt {
    font-size: 0.8125rem;
    color: ${tk((t) => t.textMuted)};
  }
  dd {
    margin: 0.125rem 0 0;
    font-size: 1.25rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  @media (max-width: 480px) {
    grid-template-columns: ${(p) => (p.$columns ? '1fr' : 'repeat(auto-fill, minmax(8.5rem, 1fr))')};
  }
`;

/** A row of counts, each a term and its number in Colombian format, as a description list. */
export function CountTiles({ label, tiles, columns }: CountTilesProps) {
  return (
    <List aria-label={label} $columns={columns}>
      {tiles.map((t) => (
        <div key={t.term}>
          <dt>{t.term}</dt>
          <dd>{formatInteger(t.value)}</dd>
        </div>
      ))}
    </List>
  );
}
