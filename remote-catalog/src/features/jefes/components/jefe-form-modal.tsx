import type { Jefe, JefeInput } from 'shared/contracts';
import { FormModal, FullWidth, Select, TextInput, serverMessage, useFormState } from 'shared/ui';
import { JEFE_MESSAGES, emptyJefeForm, formToJefeInput, jefeToForm, validateJefeForm } from '../api/jefe-form';
import type { ProveedorOption } from '../../catalogos/hooks/use-proveedor-options';
import { JEFES_MESSAGES } from '../hooks/use-jefes';

export interface JefeFormModalProps {
  /** The leader being edited; null for "Nuevo Jefe". */
  jefe: Jefe | null;
  /** Providers to choose from (an administrator's list, or only the provider user's own). */
  proveedores: readonly ProveedorOption[];
  /** A provider user's provider: the select is fixed to it. */
  fixedProveedorId: number | null;
  loadingProveedores?: boolean;
  onClose: () => void;
  onSubmit: (input: JefeInput) => Promise<unknown>;
}

/** "Nuevo Jefe" / "Editar Jefe": Nombres (required), Apellidos, Proveedor (required). Mount only while open. */
export function JefeFormModal({ jefe, proveedores, fixedProveedorId, loadingProveedores = false, onClose, onSubmit }: JefeFormModalProps) {
  const form = useFormState(() => (jefe ? jefeToForm(jefe) : emptyJefeForm(fixedProveedorId)), validateJefeForm, {
    errorText: (error) => serverMessage(error, JEFES_MESSAGES.save),
    fieldOf: (m) => (m === JEFE_MESSAGES.nombres ? 'nombres' : m === JEFE_MESSAGES.proveedor ? 'proveedor_id' : undefined),
  });

  // Keep the current provider selectable even if it is missing from the options (e.g. still loading).
  const options = proveedores.map((p) => ({ value: String(p.id), label: p.nombre }));
  if (jefe && !options.some((o) => o.value === String(jefe.proveedor_id))) {
    options.unshift({ value: String(jefe.proveedor_id), label: jefe.proveedor_nombre });
  }

  return (
    <FormModal
      title={jefe ? 'Editar Jefe' : 'Nuevo Jefe'}
      submitLabel={jefe ? 'Guardar cambios' : 'Crear Jefe'}
      form={form}
      onSave={(values) => onSubmit(formToJefeInput(values))}
      onClose={onClose}
    >
      <TextInput label="Nombres" required autoComplete="off" {...form.field('nombres')} />
      <TextInput label="Apellidos" autoComplete="off" {...form.field('apellidos')} />
      <FullWidth>
        <Select
          label="Proveedor"
          required
          placeholder={fixedProveedorId ? undefined : loadingProveedores ? 'Cargando proveedores…' : 'Seleccione un proveedor'}
          options={options}
          disabled={fixedProveedorId !== null}
          hint={fixedProveedorId !== null ? 'Los jefes se registran en tu proveedor' : undefined}
          {...form.field('proveedor_id')}
        />
      </FullWidth>
    </FormModal>
  );
}
