import { useId, useState } from 'react';
import type { InformesOpciones, OpcionInforme } from 'shared/contracts';
import { Button, DateRange, FilterBar, SearchBox, Select, type SelectOption } from 'shared/ui';
import {
  ALERTAS_FILTER_OPTIONS,
  countAdvancedFilters,
  ESTADO_FILTER_OPTIONS,
  normalizeOrden,
  SORT_OPTIONS,
  type InformesListState,
} from '../api/informes-query';
import { INFORMES_TEXTS } from '../api/informes-texts';

export interface InformesFiltersProps {
  state: InformesListState;
  /** Clients, providers, services and provinces within the user's scope (GET /informes/opciones). */
  opciones: InformesOpciones | undefined;
  onChange: (patch: Partial<InformesListState>) => void;
  onClear: () => void;
  /** Changes on "Limpiar" so the search box drops text still waiting for its debounce. */
  resetKey: number;
}

/** Options of an id select; a value from the URL that the list lacks stays selectable. */
function idOptions(list: readonly OpcionInforme[] | undefined, current: string): SelectOption[] {
  const options = (list ?? []).map((o) => ({ value: String(o.id), label: o.nombre }));
  if (current && !options.some((o) => o.value === current)) options.unshift({ value: current, label: `#${current}` });
  return options;
}

/**
 * Search (debounced 450 ms), Estado ("Todos los estados" + the four), Alertas (Todas, Con alertas, Verificados), sort and, behind "Más filtros", provider,
 * client, service, province and a date range. The extra selects list only what the user's scope holds, and a
 * select with a single choice (a provider user's own provider) is left out.
 */
export function InformesFilters({ state, opciones, onChange, onClear, resetKey }: InformesFiltersProps) {
  const advancedCount = countAdvancedFilters(state);
  const [open, setOpen] = useState(advancedCount > 0);
  const panelId = useId();
  const selects = [
    { key: 'proveedor', label: 'Proveedor', placeholder: 'Todos los proveedores', list: opciones?.proveedores },
    { key: 'cliente', label: 'Cliente', placeholder: 'Todos los clientes', list: opciones?.clientes },
    { key: 'servicio', label: 'Servicio', placeholder: 'Todos los servicios', list: opciones?.servicios },
    { key: 'provincia', label: 'Provincia', placeholder: 'Todas las provincias', list: opciones?.provincias },
  ] as const;

  return (
    <>
      <FilterBar
        label="Filtros de informes"
        actions={
          <>
            <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
              {open ? 'Menos filtros' : advancedCount > 0 ? `Más filtros (${advancedCount})` : 'Más filtros'}
            </Button>
            <Button variant="secondary" onClick={onClear}>
              Limpiar
            </Button>
          </>
        }
      >
        <SearchBox
          key={resetKey}
          label="Buscar"
          placeholder={INFORMES_TEXTS.searchPlaceholder}
          value={state.search}
          delay={450}
          onSearch={(search) => onChange({ search })}
        />
        <Select
          label="Estado"
          value={state.estado}
          placeholder={INFORMES_TEXTS.allStates}
          options={ESTADO_FILTER_OPTIONS}
          onChange={(estado) => onChange({ estado })}
        />
        <Select
          label="Alertas"
          value={state.alertas}
          placeholder="Todas"
          options={ALERTAS_FILTER_OPTIONS}
          onChange={(alertas) => onChange({ alertas })}
        />
        <Select label="Ordenar por" value={normalizeOrden(state.orden)} options={SORT_OPTIONS} onChange={(orden) => onChange({ orden })} />
      </FilterBar>
      {open && (
        <div id={panelId}>
          <FilterBar label="Más filtros de informes" wideFirst={false}>
            {selects.map(({ key, label, placeholder, list }) =>
              (list?.length ?? 0) > 1 || state[key] ? (
                <Select
                  key={key}
                  label={label}
                  value={state[key]}
                  placeholder={placeholder}
                  options={idOptions(list, state[key])}
                  onChange={(value) => onChange({ [key]: value })}
                />
              ) : null,
            )}
            <DateRange
              label="Rango de fechas del informe"
              desde={state.desde}
              hasta={state.hasta}
              onDesde={(desde) => onChange({ desde })}
              onHasta={(hasta) => onChange({ hasta })}
            />
          </FilterBar>
        </div>
      )}
    </>
  );
}
