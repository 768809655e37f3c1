import { FilterBar, SearchBox, Select } from 'shared/ui';
import { ESTADO_OPTIONS, SORT_OPTIONS, normalizeSort, type ServiciosListState } from '../api/servicios-query';

export interface ServiciosFiltersProps {
  state: ServiciosListState;
  categorias: readonly string[] | undefined;
  onChange: (patch: Partial<ServiciosListState>) => void;
}

/** Keeps a category from the URL selectable even before (or without) the categories list. */
function withCurrent(values: readonly string[] | undefined, current: string): string[] {
  const list = [...(values ?? [])];
  if (current && !list.includes(current)) list.unshift(current);
  return list;
}

/** Search (debounced 450 ms), Categoría, Estado and the sort select. Every change goes back to page 1. */
export function ServiciosFilters({ state, categorias, onChange }: ServiciosFiltersProps) {
  return (
    <FilterBar label="Filtros de servicios">
      <SearchBox label="Buscar" placeholder="Buscar servicios…" value={state.search} delay={450} onSearch={(search) => onChange({ search })} />
      <Select
        label="Categoría"
        value={state.categoria}
        placeholder="Todas las categorías"
        options={withCurrent(categorias, state.categoria)}
        onChange={(categoria) => onChange({ categoria })}
      />
      <Select label="Estado" value={state.estado} placeholder="Todos" options={ESTADO_OPTIONS} onChange={(estado) => onChange({ estado })} />
      <Select label="Ordenar por" value={normalizeSort(state.orden)} options={SORT_OPTIONS} onChange={(orden) => onChange({ orden })} />
    </FilterBar>
  );
}
