import { useEffect } from 'react';
import type { InformesOpciones } from 'shared/contracts';
import { bogotaIsoDate } from 'shared/format';
import { DateInput, FullWidth, Select, TextArea, TextInput, type FormState, type SelectOption } from 'shared/ui';
import { informeFormOptions, LOCALIDAD_SIN_PROVINCIA, type InformeFormValues } from '../api/informe-form';
import { useLocalidades } from '../hooks/use-localidades';
import type { Posicion } from '../api/campana-sitio';
import { CampanaCampos } from './campana-campos';

export interface InformeCamposProps {
  form: FormState<InformeFormValues>;
  opciones: InformesOpciones | undefined;
  /** Where the phone is by the form's own source (a photo's GPS): a campaign's sites are listed nearest first. */
  posicion?: Posicion | null;
}

/** A select with one possible value that is already chosen (a provider user's own provider) is shown fixed. */
const fixed = (options: readonly SelectOption[], value: string) => options.length === 1 && options[0].value === value;

/**
 * The report's fields (docs/product-spec.md §2 New report, §3): servicio (name and price in COP), cliente, proveedor, provincia,
 * localidad (disabled with "Primero seleccione una provincia" until a province is chosen), campaña, fecha,
 * fecha de recepción, incidencias (4 rows), and the description and place the list shows. Campaña suggests the client's
 * open campaigns; picking one offers its site and check (CampanaCampos).
 */
export function InformeCampos({ form, opciones, posicion = null }: InformeCamposProps) {
  const v = form.values;
  const options = informeFormOptions(opciones, v.servicio_id);
  const provinciaId = v.provincia_id ? Number(v.provincia_id) : null;
  const localidades = useLocalidades(provinciaId);
  const today = bogotaIsoDate();
  /** Another client or provider: the campaign chosen was the other one's (its text stays). */
  const clearLink = () => {
    if (v.campana_id) form.set('campana_id', '');
    if (v.sitio_id) form.set('sitio_id', '');
    if (v.control_id) form.set('control_id', '');
  };

  // A user whose scope allows a single provider or client has it chosen for them (once, when the options arrive).
  useEffect(() => {
    if (!v.proveedor_id && options.proveedores.length === 1) form.set('proveedor_id', options.proveedores[0].value);
    if (!v.cliente_id && options.clientes.length === 1) form.set('cliente_id', options.clientes[0].value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival of the options: a user who clears the field keeps it cleared
  }, [opciones]);

  return (
    <>
      <FullWidth>
        <Select label="Servicio" required placeholder="Seleccione un servicio" options={options.servicios} {...form.field('servicio_id')} />
      </FullWidth>
      <Select
        label="Cliente"
        required
        placeholder="Seleccione un cliente"
        options={options.clientes}
        disabled={fixed(options.clientes, v.cliente_id)}
        {...form.field('cliente_id')}
        onChange={(cliente) => {
          form.set('cliente_id', cliente);
          clearLink();
        }}
      />
      <Select
        label="Proveedor"
        required
        placeholder="Seleccione un proveedor"
        options={options.proveedores}
        disabled={fixed(options.proveedores, v.proveedor_id)}
        {...form.field('proveedor_id')}
        onChange={(proveedor) => {
          form.set('proveedor_id', proveedor);
          clearLink();
        }}
      />
      <Select
        label="Provincia"
        required
        placeholder="Seleccione una provincia"
        options={options.provincias}
        value={v.provincia_id}
        error={form.errors.provincia_id}
        onChange={(provincia) => {
          form.set('provincia_id', provincia);
          form.set('localidad_id', '');
        }}
      />
      <Select
        label="Localidad"
        required
        placeholder={provinciaId === null ? LOCALIDAD_SIN_PROVINCIA : 'Seleccione una localidad'}
        options={(localidades.data ?? []).map((l) => ({ value: String(l.id), label: l.nombre }))}
        disabled={provinciaId === null || localidades.isPending}
        {...form.field('localidad_id')}
      />
      <CampanaCampos form={form} posicion={posicion} />
      <DateInput label="Fecha" required max={today} {...form.field('fecha')} />
      <DateInput label="Fecha de recepción" min={v.fecha || undefined} max={today} {...form.field('fecha_recepcion')} />
      <FullWidth>
        <TextArea label="Incidencias" rows={4} {...form.field('informe_incidencias')} />
      </FullWidth>
      <FullWidth>
        <TextArea label="Descripción" rows={2} hint="Vacía, se escribe «servicio en localidad»" {...form.field('descripcion')} />
      </FullWidth>
      <FullWidth>
        <TextInput label="Ubicación" autoComplete="off" hint="Vacía, se escribe «localidad, provincia»" {...form.field('ubicacion_lugar')} />
      </FullWidth>
    </>
  );
}
