import type { Proveedor, ProveedorInput } from 'shared/contracts';
import { FormModal, FullWidth, TextInput, useFormState } from 'shared/ui';
import { ContactFields } from '../../catalogos/components/contact-fields';
import { EMPTY_PROVEEDOR_FORM, PROVEEDOR_MESSAGES, formToProveedorInput, proveedorToForm, validateProveedorForm } from '../api/proveedor-form';

export interface ProveedorFormModalProps {
  /** The provider being edited; null for "Nuevo Proveedor". */
  proveedor: Proveedor | null;
  onClose: () => void;
  onSubmit: (input: ProveedorInput) => Promise<unknown>;
}

/** "Nuevo Proveedor" / "Editar Proveedor" (mount only while open). The director is edited as names + surname. */
export function ProveedorFormModal({ proveedor, onClose, onSubmit }: ProveedorFormModalProps) {
  const form = useFormState(() => (proveedor ? proveedorToForm(proveedor) : EMPTY_PROVEEDOR_FORM), validateProveedorForm, {
    fieldOf: (m) => (m === PROVEEDOR_MESSAGES.nombre ? 'nombre' : m === PROVEEDOR_MESSAGES.correo ? 'correo' : undefined),
  });
  return (
    <FormModal
      title={proveedor ? 'Editar Proveedor' : 'Nuevo Proveedor'}
      submitLabel={proveedor ? 'Guardar cambios' : 'Crear Proveedor'}
      size="lg"
      form={form}
      onSave={(values) => onSubmit(formToProveedorInput(values))}
      onClose={onClose}
    >
      <FullWidth>
        <TextInput label="Nombre" required autoComplete="organization" {...form.field('nombre')} />
      </FullWidth>
      <TextInput label="Nombres del director" autoComplete="off" {...form.field('directorNombres')} />
      <TextInput label="Apellido del director" autoComplete="off" {...form.field('directorApellido')} />
      <ContactFields
        form={form}
        provincias="catalogos/provincias"
        current={proveedor ? { id: proveedor.provincia_id, nombre: proveedor.provincia_nombre } : undefined}
      />
    </FormModal>
  );
}
