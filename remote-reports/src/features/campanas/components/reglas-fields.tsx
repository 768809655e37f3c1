import type { ApiSchema, OpcionInforme } from 'shared/contracts';
import { Select, TextInput, type FormState } from 'shared/ui';
import type { ReglasFormValues } from '../api/lineas-form';

export interface ReglasFieldsProps {
  form: Pick<FormState<ReglasFormValues>, 'field'>;
  proveedores: readonly OpcionInforme[];
  servicios: readonly OpcionInforme[];
  /** The line being edited: its provider and service stay selectable while the lists load. */
  current?: Pick<ApiSchema<'CampanaLinea'>, 'proveedor_id' | 'proveedor' | 'servicio_id' | 'servicio'>;
}

function options(list: readonly OpcionInforme[], current?: { id: number; nombre: string }) {
  const out = list.map((o) => ({ value: String(o.id), label: o.nombre }));
  if (current && !out.some((o) => o.value === String(current.id))) out.unshift({ value: String(current.id), label: current.nombre });
  return out;
}

/** A line's provider, service and checks: installation by start + N days; a verification every K days and removal optional. */
export function ReglasFields({ form, proveedores, servicios, current }: ReglasFieldsProps) {
  return (
    <>
      <Select
        label="Proveedor"
        required
        placeholder="Seleccione un proveedor"
        options={options(proveedores, current && { id: current.proveedor_id, nombre: current.proveedor })}
        {...form.field('proveedor_id')}
      />
      <Select
        label="Servicio"
        required
        placeholder="Seleccione un servicio"
        options={options(servicios, current && { id: current.servicio_id, nombre: current.servicio })}
        {...form.field('servicio_id')}
      />
      <TextInput
        label="Instalación (días)"
        required
        inputMode="numeric"
        autoComplete="off"
        hint="Instalada a más tardar estos días después del inicio (0 a 90)."
        {...form.field('instalacion_dias')}
      />
      <TextInput
        label="Verificación cada (días)"
        inputMode="numeric"
        autoComplete="off"
        hint="Opcional: una verificación cada tantos días mientras está activa (1 a 365)."
        {...form.field('verificacion_cada_dias')}
      />
      <TextInput
        label="Retiro (días)"
        inputMode="numeric"
        autoComplete="off"
        hint="Opcional: retirada a más tardar estos días después del fin (0 a 90)."
        {...form.field('retiro_dias')}
      />
    </>
  );
}
