import { isApiError } from 'shared/api';
import type { Cliente, ClienteInput } from 'shared/contracts';
import { FormModal, TextInput, serverMessage, useFormState } from 'shared/ui';
import { ContactFields } from '../../catalogos/components/contact-fields';
import { CLIENTE_MESSAGES, EMPTY_CLIENTE_FORM, clienteErrorText, clienteToForm, formToClienteInput, validateClienteForm } from '../api/cliente-form';

export interface ClienteFormModalProps {
  /** The client being edited; null for "Crear Cliente". */
  cliente: Cliente | null;
  onClose: () => void;
  onSubmit: (input: ClienteInput) => Promise<unknown>;
}

/** "Crear Cliente" / "Editar Cliente" (mount only while open). Provinces from GET /provincias. */
export function ClienteFormModal({ cliente, onClose, onSubmit }: ClienteFormModalProps) {
  const form = useFormState(() => (cliente ? clienteToForm(cliente) : EMPTY_CLIENTE_FORM), validateClienteForm, {
    errorText: (error) => (isApiError(error) && clienteErrorText(error)) || serverMessage(error, 'Error desconocido'),
    fieldOf: (m) => (m === CLIENTE_MESSAGES.duplicada || m === CLIENTE_MESSAGES.razonSocial ? 'razon_social' : undefined),
  });
  return (
    <FormModal
      title={cliente ? 'Editar Cliente' : 'Crear Cliente'}
      submitLabel={cliente ? 'Guardar cambios' : 'Crear Cliente'}
      size="lg"
      form={form}
      onSave={(values) => onSubmit(formToClienteInput(values))}
      onClose={onClose}
    >
      <TextInput label="Razón social" required autoComplete="organization" {...form.field('razon_social')} />
      <TextInput label="NIF" autoComplete="off" {...form.field('nif')} />
      <TextInput label="Nombres del representante" autoComplete="off" {...form.field('nombres_representante')} />
      <TextInput label="Apellidos del representante" autoComplete="off" {...form.field('apellidos_representante')} />
      <ContactFields form={form} provincias="provincias" current={cliente ? { id: cliente.provincia_id, nombre: cliente.provincia } : undefined} />
    </FormModal>
  );
}
