import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { FormError } from './form-error';
import { FormGrid } from './form-grid';
import { Modal, type ModalProps } from './modal';
import type { FormState } from './use-form-state';

export interface FormModalProps<V> {
  title: string;
  /** The submit button ("Crear Servicio", "Guardar cambios"). */
  submitLabel?: string;
  /** From useFormState. */
  form: FormState<V>;
  /** Saves; the dialog closes when it resolves and stays open (message under the field or above the form) when it rejects. */
  onSave: (values: V) => Promise<unknown>;
  onClose: () => void;
  size?: ModalProps['size'];
  /** The fields, laid out in a FormGrid (wrap a field in FullWidth to span the row). */
  children: ReactNode;
}

/**
 * Create/edit dialog of the one form pattern: Modal + form + FormError + FormGrid + Cancelar / submit. While
 * saving, the submit button spins and Cancelar, Escape and the backdrop do nothing. Mount it only while open
 * (closing it forgets the form).
 *
 * @example
 * const form = useFormState(jefe ? jefeToForm(jefe) : EMPTY_JEFE, validateJefe);
 * <FormModal title="Nuevo Jefe" submitLabel="Crear Jefe" form={form} onSave={(v) => create.mutateAsync(toInput(v))} onClose={close}>
 *   <TextInput label="Nombres" required {...form.field('nombres')} />
 * </FormModal>
 */
export function FormModal<V>({ title, submitLabel = 'Guardar', form, onSave, onClose, size, children }: FormModalProps<V>) {
  const formId = useId();
  const { busy } = form;
  const save = async (values: V) => {
    await onSave(values);
    onClose();
  };
  return (
    <Modal
      open
      onClose={() => !busy && onClose()}
      title={title}
      size={size}
      closeOnBackdrop={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={form.submit(save)} noValidate>
        <FormError message={form.serverError} />
        <FormGrid>{children}</FormGrid>
      </form>
    </Modal>
  );
}
