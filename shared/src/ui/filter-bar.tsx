import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tk } from './tokens';

export interface FilterBarProps {
  /** Filter controls (SearchBox, Select, DateInput...). Each takes a cell of the responsive grid. */
  children: ReactNode;
  /** Buttons at the end of the bar (e.g. "Limpiar"). */
  actions?: ReactNode;
  /** Accessible name of the search landmark. */
  label?: string;
  /** The first control (usually the SearchBox) takes two grid cells on desktop and the full row on mobile. */
  wideFirst?: boolean;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
  padding: 1rem;
  margin-bottom: 1rem;
  border: 1px solid ${tk((t) => t.border)};
  border-radius: ${tk((t) => t.radius)};
  background: ${tk((t) => t.surface)};
`;

const Controls = styled.div<{ $wideFirst: boolean }>`
  flex: 1 1 auto;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10.5rem, 1fr));
  gap: 0.75rem;
  min-width: 0;
  & > :first-child {
    grid-column: ${({ $wideFirst }) => ($wideFirst ? 'span 2' : 'auto')};
  }
  @media (max-width: 767.98px) {
    grid-template-columns: 1fr 1fr;
    & > :first-child {
      grid-column: ${({ $wideFirst }) => ($wideFirst ? '1 / -1' : 'auto')};
    }
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  @media (max-width: 767.98px) {
    width: 100%;
    & > * {
      flex: 1;
    }
  }
`;

/**
 * Responsive row of labelled filter controls (a search landmark): a grid on desktop, two columns on mobile.
 *
 * @example
 * <FilterBar label="Filtros del registro" actions={<Button onClick={() => reset()}>Limpiar</Button>}>
 *   <SearchBox value={state.search} onSearch={(search) => set({ search })} />
 *   <Select label="Acción" value={state.accion} placeholder="Todas" options={AUDIT_ACTIONS} onChange={(accion) => set({ accion })} />
 * </FilterBar>
 */
export function FilterBar({ children, actions, label = 'Filtros', wideFirst = true }: FilterBarProps) {
  return (
    <Root role="search" aria-label={label}>
      <Controls $wideFirst={wideFirst}>{children}</Controls>
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
