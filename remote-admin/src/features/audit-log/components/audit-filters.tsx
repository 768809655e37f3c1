import styled from 'styled-components';
import { AUDIT_ACTIONS } from 'shared/contracts';
import { Button, DateInput, FilterBar, SearchBox, Select } from 'shared/ui';
import type { AuditOptions } from 'shared/contracts';
import type { AuditListState } from '../api/audit-query';

export interface AuditFiltersProps {
  state: AuditListState;
  options: AuditOptions | undefined;
  onChange: (patch: Partial<AuditListState>) => void;
  onClear: () => void;
  /** Changes on "Limpiar" so the search box drops text still waiting for its debounce. */
  resetKey: number;
  /** The Usuario filter: only for those who see everyone's events (administrators). */
  showUsuario: boolean;
}

/** Keeps a value from the URL selectable even when the options list does not (or not yet) have it. */
function withCurrent(values: readonly string[] | undefined, current: string): string[] {
  const list = [...(values ?? [])];
  if (current && !list.includes(current)) list.unshift(current);
  return list;
}

const DATE_RANGE_ERROR = 'Hasta no puede ser anterior a Desde';

/** Desde and Hasta stay side by side (two grid cells) so the range never splits across rows. */
const DateRange = styled.div`
  grid-column: span 2;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.75rem;
  align-items: start;
  @media (max-width: 767.98px) {
    grid-column: 1 / -1;
  }
`;

/** Search (debounced 500 ms), Usuario (administrators), Acción, Tabla, Desde/Hasta and Limpiar. */
export function AuditFilters({ state, options, onChange, onClear, resetKey, showUsuario }: AuditFiltersProps) {
  const badRange = Boolean(state.fechaInicio && state.fechaFin && state.fechaFin < state.fechaInicio);
  return (
    <FilterBar
      label="Filtros del registro de eventos"
      actions={
        <Button variant="secondary" onClick={onClear}>
          Limpiar
        </Button>
      }
    >
      <SearchBox
        key={resetKey}
        label="Buscar"
        placeholder="Usuario, tabla o detalles…"
        value={state.search}
        delay={500}
        onSearch={(search) => onChange({ search })}
      />
      {showUsuario && (
        <Select
          label="Usuario"
          value={state.usuario}
          placeholder="Todos"
          options={withCurrent(options?.usuarios, state.usuario)}
          onChange={(usuario) => onChange({ usuario })}
        />
      )}
      <Select label="Acción" value={state.accion} placeholder="Todas" options={AUDIT_ACTIONS} onChange={(accion) => onChange({ accion })} />
      <Select
        label="Tabla"
        value={state.entidad}
        placeholder="Todas"
        options={withCurrent(options?.entidades, state.entidad)}
        onChange={(entidad) => onChange({ entidad })}
      />
      <DateRange role="group" aria-label="Rango de fechas">
        <DateInput label="Desde" value={state.fechaInicio} max={state.fechaFin || undefined} onChange={(fechaInicio) => onChange({ fechaInicio })} />
        <DateInput
          label="Hasta"
          value={state.fechaFin}
          min={state.fechaInicio || undefined}
          error={badRange ? DATE_RANGE_ERROR : undefined}
          onChange={(fechaFin) => onChange({ fechaFin })}
        />
      </DateRange>
    </FilterBar>
  );
}
