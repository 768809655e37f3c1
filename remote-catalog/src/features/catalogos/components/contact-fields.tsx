import { SEXOS } from 'shared/contracts';
import { FullWidth, Select, TextInput, type FormState } from 'shared/ui';
import type { ContactFormValues } from '../api/contact-form';
import type { ProvinciasPath } from '../api/provincia-types';
import { useProvincias } from '../hooks/use-provincias';

export interface ContactFieldsProps {
  /** useFormState of a form that has these fields. */
  form: Pick<FormState<ContactFormValues>, 'field'>;
  /** Where the province list comes from (the spec names a different endpoint per screen). */
  provincias: ProvinciasPath;
  /** The record's province, kept selectable while the list loads or if the list lacks it. */
  current?: { id: number | null; nombre: string | null };
}

/** Teléfono, Correo, Dirección, Ciudad, Provincia, Usuario, Sexo of a provider or client (inside FormModal's grid). */
export function ContactFields({ form, provincias: path, current }: ContactFieldsProps) {
  const provincias = useProvincias(path);
  const options = (provincias.data ?? []).map((p) => ({ value: String(p.id), label: p.nombre }));
  if (current?.id && !options.some((o) => o.value === String(current.id))) {
    options.unshift({ value: String(current.id), label: current.nombre ?? String(current.id) });
  }
  return (
    <>
      <TextInput label="Teléfono" type="tel" autoComplete="tel" {...form.field('telefono')} />
      <TextInput label="Correo" type="email" autoComplete="email" {...form.field('correo')} />
      <FullWidth>
        <TextInput label="Dirección" autoComplete="street-address" {...form.field('direccion')} />
      </FullWidth>
      <TextInput label="Ciudad" autoComplete="address-level2" {...form.field('ciudad')} />
      <Select
        label="Provincia"
        placeholder={provincias.isPending ? 'Cargando provincias…' : 'Seleccione una provincia'}
        options={options}
        {...form.field('provincia_id')}
      />
      <TextInput label="Usuario" autoComplete="off" {...form.field('usuario')} />
      <Select label="Sexo" placeholder="Seleccione…" options={SEXOS} {...form.field('sexo')} />
    </>
  );
}
