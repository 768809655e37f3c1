import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, CheckboxField, FormError, FormGrid, FullWidth, Modal, serverMessage, TextArea, TextInput } from 'shared/ui';
import type { Servicio, ServicioInput } from 'shared/contracts';
import {
  EMPTY_SERVICIO_FORM,
  SERVICIO_LIMITS,
  formToServicioInput,
  servicioFieldOf,
  servicioToForm,
  validateServicioForm,
  type ServicioFormErrors,
  type ServicioFormValues,
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
  const formId = useId();
  const datalistId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ServicioFormValues>(() => (servicio ? servicioToForm(servicio) : EMPTY_SERVICIO_FORM));
  const [errors, setErrors] = useState<ServicioFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // After a failed attempt, move focus to the first field with an error.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const change = <K extends keyof ServicioFormValues>(key: K, value: ServicioFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors(({ [key as keyof ServicioFormErrors]: _cleared, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateServicioForm(values);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(formToServicioInput(values));
      onClose();
    } catch (error) {
      const message = serverMessage(error, 'Error desconocido');
      const field = servicioFieldOf(message);
      if (field) setErrors({ [field]: message });
      else setServerError(message);
      setSaving(false);
      setAttempt((n) => n + 1);
    }
  };

  return (
    <Modal
      open
      onClose={() => !saving && onClose()}
      title={servicio ? 'Editar Servicio' : 'Nuevo Servicio'}
      size="lg"
      closeOnBackdrop={!saving}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={saving}>
            {servicio ? 'Guardar cambios' : 'Crear Servicio'}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} onSubmit={submit} noValidate>
        <FormError message={serverError} />
        <FormGrid>
          <FullWidth>
            <TextInput
              label="Nombre"
              required
              value={values.nombre}
              autoComplete="off"
              onChange={(e) => change('nombre', e.target.value)}
              error={errors.nombre}
            />
          </FullWidth>
          <FullWidth>
            <TextArea
              label="Descripción"
              rows={3}
              value={values.descripcion}
              hint={`Máximo ${SERVICIO_LIMITS.descripcion} caracteres`}
              onChange={(e) => change('descripcion', e.target.value)}
              error={errors.descripcion}
            />
          </FullWidth>
          <TextInput
            label="Categoría"
            value={values.categoria}
            list={datalistId}
            autoComplete="off"
            onChange={(e) => change('categoria', e.target.value)}
            error={errors.categoria}
          />
          <TextInput
            label="Precio"
            required
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={values.precio}
            onChange={(e) => change('precio', e.target.value)}
            error={errors.precio}
          />
          <FullWidth>
            <CheckboxField label="Activo" checked={values.activo} onChange={(activo) => change('activo', activo)} />
          </FullWidth>
        </FormGrid>
        <datalist id={datalistId}>
          {categorias.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </form>
    </Modal>
  );
}
