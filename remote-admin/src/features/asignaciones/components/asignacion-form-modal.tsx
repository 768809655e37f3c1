import type { AsignacionInput } from 'shared/contracts';
import { FormModal, FullWidth, Select, serverMessage, useFormState } from 'shared/ui';
import { selectOptions, useClienteOptions, useProveedorOptions } from '../../opciones/hooks/use-link-options';
import { EMPTY_ASIGNACION_FORM, asignacionErrorText, asignacionFieldOf, formToAsignacionInput, validateAsignacionForm } from '../api/asignacion-form';

export interface AsignacionFormModalProps {
  onClose: () => void;
  onCreate: (input: AsignacionInput) => Promise<unknown>;
}

/** "Nueva Asignación": a provider and a client (mount only while open). */
export function AsignacionFormModal({ onClose, onCreate }: AsignacionFormModalProps) {
  const form = useFormState(EMPTY_ASIGNACION_FORM, validateAsignacionForm, {
    errorText: (error) => asignacionErrorText(error) ?? serverMessage(error, 'Error desconocido'),
    fieldOf: asignacionFieldOf,
  });
  const proveedores = useProveedorOptions(true);
  const clientes = useClienteOptions(true);
  return (
    <FormModal
      title="Nueva Asignación"
      submitLabel="Crear Asignación"
      form={form}
      onSave={(values) => onCreate(formToAsignacionInput(values))}
      onClose={onClose}
    >
      <FullWidth>
        <Select
          label="Proveedor"
          required
          placeholder={proveedores.isPending ? 'Cargando proveedores…' : 'Seleccione un proveedor'}
          options={selectOptions(proveedores.data, null)}
          {...form.field('proveedor_id')}
        />
      </FullWidth>
      <FullWidth>
        <Select
          label="Cliente"
          required
          placeholder={clientes.isPending ? 'Cargando clientes…' : 'Seleccione un cliente'}
          options={selectOptions(clientes.data, null)}
          {...form.field('cliente_id')}
        />
      </FullWidth>
    </FormModal>
  );
}
