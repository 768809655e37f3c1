import { AUDIT_ACTIONS } from 'shared/contracts';
import { Button, DateRange, FilterBar, SearchBox, Select } from 'shared/ui';
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

/** Search (debounced 500 ms), Usuario (administrators), Acción, Tabla, Desde/Hasta and Limpiar. */
export function AuditFilters({ state, options, onChange, onClear, resetKey, showUsuario }: AuditFiltersProps) {
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
      <DateRange
        label="Rango de fechas"
        desde={state.fechaInicio}
        hasta={state.fechaFin}
        onDesde={(fechaInicio) => onChange({ fechaInicio })}
        onHasta={(fechaFin) => onChange({ fechaFin })}
      />
    </FilterBar>
  );
}
