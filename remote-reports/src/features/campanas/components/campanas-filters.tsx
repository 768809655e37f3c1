import type { OpcionInforme } from 'shared/contracts';
import { Button, DateRange, FilterBar, SearchBox, Select, type SelectOption } from 'shared/ui';
import { ESTADO_OPTIONS, type CampanasListState } from '../api/campanas-query';

export interface CampanasFiltersProps {
  state: CampanasListState;
  /** The clients to choose among (administrators); null: no client filter (the API scopes the list). */
  clientes: readonly OpcionInforme[] | null;
  onChange: (patch: Partial<CampanasListState>) => void;
  onClear: () => void;
  /** Changes on "Limpiar" so the search box drops text still waiting for its debounce. */
  resetKey: number;
}

/** Options of an id select; a value from the URL that the list lacks stays selectable. */
function idOptions(list: readonly OpcionInforme[], current: string): SelectOption[] {
  const options = list.map((o) => ({ value: String(o.id), label: o.nombre }));
  if (current && !options.some((o) => o.value === current)) options.unshift({ value: current, label: `#${current}` });
  return options;
}

/** Search (450 ms), client (administrators), state and the dates a campaign runs between: all in the URL. */
export function CampanasFilters({ state, clientes, onChange, onClear, resetKey }: CampanasFiltersProps) {
  return (
    <FilterBar
      label="Filtros de campañas"
      actions={
        <Button variant="secondary" onClick={onClear}>
          Limpiar
        </Button>
      }
    >
      <SearchBox
        key={resetKey}
        label="Buscar"
        placeholder="Nombre de la campaña o del cliente"
        value={state.search}
        delay={450}
        onSearch={(search) => onChange({ search })}
      />
      {clientes && (
        <Select
          label="Cliente"
          value={state.cliente}
          placeholder="Todos los clientes"
          options={idOptions(clientes, state.cliente)}
          onChange={(cliente) => onChange({ cliente })}
        />
      )}
      <Select
        label="Estado"
        value={state.estado}
        placeholder="Todos los estados"
        options={ESTADO_OPTIONS}
        onChange={(estado) => onChange({ estado })}
      />
      <DateRange
        label="En curso entre"
        desde={state.desde}
        hasta={state.hasta}
        onDesde={(desde) => onChange({ desde })}
        onHasta={(hasta) => onChange({ hasta })}
      />
    </FilterBar>
  );
}
