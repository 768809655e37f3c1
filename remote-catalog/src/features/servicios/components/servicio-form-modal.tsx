import { useId } from 'react';
import type { Servicio, ServicioInput } from 'shared/contracts';
import { CheckboxField, FormModal, FullWidth, TextArea, TextInput, useFormState } from 'shared/ui';
import {
  EMPTY_SERVICIO_FORM,
  SERVICIO_LIMITS,
  formToServicioInput,
  servicioFieldOf,
  servicioToForm,
  validateServicioForm,
} from '../api/servicio-form';

export interface ServicioFormModalProps {
  /** The service being edited; null for "Nuevo Servicio". */
  servicio: Servicio | null;
  categorias: readonly string[];
  onClose: () => void;
  /** Saves; rejects with the API error (its toast is shown by the mutation). */
  onSubmit: (input: ServicioInput) => Promise<unknown>;
}

/**
 * Create / edit dialog (mount it only while open: closing it clears the form). Validates on the client with the
 * spec's messages; a server validation message lands under its field, any other server error above the form.
 */
export function ServicioFormModal({ servicio, categorias, onClose, onSubmit }: ServicioFormModalProps) {
  const datalistId = useId();
  const form = useFormState(() => (servicio ? servicioToForm(servicio) : EMPTY_SERVICIO_FORM), validateServicioForm, {
    fieldOf: servicioFieldOf,
  });
  return (
    <FormModal
      title={servicio ? 'Editar Servicio' : 'Nuevo Servicio'}
      submitLabel={servicio ? 'Guardar cambios' : 'Crear Servicio'}
      size="lg"
      form={form}
      onSave={(values) => onSubmit(formToServicioInput(values))}
      onClose={onClose}
    >
      <FullWidth>
        <TextInput label="Nombre" required autoComplete="off" {...form.field('nombre')} />
      </FullWidth>
      <FullWidth>
        <TextArea label="Descripción" rows={3} hint={`Máximo ${SERVICIO_LIMITS.descripcion} caracteres`} {...form.field('descripcion')} />
      </FullWidth>
      <TextInput label="Categoría" list={datalistId} autoComplete="off" {...form.field('categoria')} />
      <TextInput label="Precio" required type="number" inputMode="decimal" step="0.01" min="0" {...form.field('precio')} />
      <FullWidth>
        <CheckboxField label="Activo" checked={form.values.activo} onChange={(activo) => form.set('activo', activo)} />
      </FullWidth>
      <datalist id={datalistId}>
        {categorias.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
    </FormModal>
  );
}
