import { TIPO_SITIO_LABELS, TIPOS_SITIO, type Localidad, type Provincia } from 'shared/contracts';
import { Button, FilterBar, SearchBox, Select } from 'shared/ui';
import { ACTIVO_OPTIONS, type SitiosListState } from '../api/sitios-query';
import type { ProveedorOption } from '../../catalogos/hooks/use-proveedor-options';

export interface SitiosFiltersProps {
  state: SitiosListState;
  provincias: readonly Provincia[] | undefined;
  localidades: readonly Localidad[] | undefined;
  /** Administrators only: the provider filter. */
  proveedores: readonly ProveedorOption[] | null;
  onChange: (patch: Partial<SitiosListState>) => void;
  onClear: () => void;
}

const TIPO_OPTIONS = TIPOS_SITIO.map((t) => ({ value: t, label: TIPO_SITIO_LABELS[t] }));

/** An id from the URL stays selectable before (or without) its list. */
function withCurrent(options: { value: string; label: string }[], current: string, label: string) {
  return current && !options.some((o) => o.value === current) ? [{ value: current, label }, ...options] : options;
}

/**
 * Buscar (debounced 450 ms), Tipo, Departamento, Municipio (its department's, disabled until one is chosen), Proveedor
 * (administrators) and Estado; "Limpiar" clears them all. Every change goes back to page 1 and lives in the URL.
 */
export function SitiosFilters({ state, provincias, localidades, proveedores, onChange, onClear }: SitiosFiltersProps) {
  const provinciaOptions = withCurrent(
    (provincias ?? []).map((p) => ({ value: String(p.id), label: p.nombre })),
    state.provincia,
    'Cargando…',
  );
  const localidadOptions = withCurrent(
    (localidades ?? []).map((l) => ({ value: String(l.id), label: l.nombre })),
    state.localidad,
    'Cargando…',
  );
  const proveedorOptions = proveedores
    ? withCurrent(
        proveedores.map((p) => ({ value: String(p.id), label: p.nombre })),
        state.proveedor,
        'Cargando…',
      )
    : [];
  const any = Boolean(state.search || state.tipo || state.provincia || state.localidad || state.proveedor || state.activo);
  return (
    <FilterBar
      label="Filtros de sitios"
      wideFirst
      actions={
        <Button variant="secondary" onClick={onClear} disabled={!any}>
          Limpiar
        </Button>
      }
    >
      <SearchBox
        label="Buscar"
        placeholder="Código, nombre o dirección…"
        value={state.search}
        delay={450}
        onSearch={(search) => onChange({ search })}
      />
      <Select label="Tipo" value={state.tipo} placeholder="Todos" options={TIPO_OPTIONS} onChange={(tipo) => onChange({ tipo })} />
      <Select
        label="Departamento"
        value={state.provincia}
        placeholder="Todos"
        options={provinciaOptions}
        onChange={(provincia) => onChange({ provincia, localidad: '' })}
      />
      <Select
        label="Municipio"
        value={state.localidad}
        placeholder="Todos"
        hint={state.provincia ? undefined : 'Elija antes el departamento'}
        options={localidadOptions}
        disabled={!state.provincia}
        onChange={(localidad) => onChange({ localidad })}
      />
      {proveedores && (
        <Select
          label="Proveedor"
          value={state.proveedor}
          placeholder="Todos"
          options={proveedorOptions}
          onChange={(proveedor) => onChange({ proveedor })}
        />
      )}
      <Select label="Estado" value={state.activo} placeholder="Todos" options={ACTIVO_OPTIONS} onChange={(activo) => onChange({ activo })} />
    </FilterBar>
  );
}
