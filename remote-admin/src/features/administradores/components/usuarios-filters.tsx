import { FilterBar, SearchBox, Select } from 'shared/ui';
import { ESTADO_OPTIONS, SORT_OPTIONS, TIPO_OPTIONS, normalizeSort, type UsuariosListState } from '../api/usuarios-query';

export interface UsuariosFiltersProps {
  state: UsuariosListState;
  onChange: (patch: Partial<UsuariosListState>) => void;
}

/** Search (debounced 450 ms), Tipo, Estado and the sort. Every change goes back to page 1. */
export function UsuariosFilters({ state, onChange }: UsuariosFiltersProps) {
  return (
    <FilterBar label="Filtros de usuarios">
      <SearchBox
        label="Buscar"
        placeholder="Usuario, correo o nombre…"
        value={state.search}
        delay={450}
        onSearch={(search) => onChange({ search })}
      />
      <Select label="Tipo" value={state.tipo} placeholder="Todos" options={TIPO_OPTIONS} onChange={(tipo) => onChange({ tipo })} />
      <Select label="Estado" value={state.estado} placeholder="Todos" options={ESTADO_OPTIONS} onChange={(estado) => onChange({ estado })} />
      <Select label="Ordenar por" value={normalizeSort(state.orden)} options={SORT_OPTIONS} onChange={(orden) => onChange({ orden })} />
    </FilterBar>
  );
}
