import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, FormError, FormGrid, FullWidth, Modal, Select, serverMessage, TextInput } from 'shared/ui';
import type { Jefe, JefeInput } from 'shared/contracts';
import { JEFE_MESSAGES, emptyJefeForm, formToJefeInput, jefeToForm, validateJefeForm, type JefeFormErrors, type JefeFormValues } from '../api/jefe-form';
import type { ProveedorOption } from '../hooks/use-proveedor-options';

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
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<JefeFormValues>(() => (jefe ? jefeToForm(jefe) : emptyJefeForm(fixedProveedorId)));
  const [errors, setErrors] = useState<JefeFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const change = (key: keyof JefeFormValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      const { [key as keyof JefeFormErrors]: _cleared, ...rest } = e;
      return rest;
    });
  };

  // Keep the current provider selectable even if it is missing from the options (e.g. still loading).
  const options = proveedores.map((p) => ({ value: String(p.id), label: p.nombre }));
  if (jefe && !options.some((o) => o.value === String(jefe.proveedor_id))) {
    options.unshift({ value: String(jefe.proveedor_id), label: jefe.proveedor_nombre });
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateJefeForm(values);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(formToJefeInput(values));
      onClose();
    } catch (error) {
      const message = serverMessage(error, 'Error');
      if (message === JEFE_MESSAGES.nombres) setErrors({ nombres: message });
      else if (message === JEFE_MESSAGES.proveedor) setErrors({ proveedor_id: message });
      else setServerError(message);
      setSaving(false);
      setAttempt((n) => n + 1);
    }
  };

  return (
    <Modal
      open
      onClose={() => !saving && onClose()}
      title={jefe ? 'Editar Jefe' : 'Nuevo Jefe'}
      closeOnBackdrop={!saving}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={saving}>
            {jefe ? 'Guardar cambios' : 'Crear Jefe'}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} onSubmit={submit} noValidate>
        <FormError message={serverError} />
        <FormGrid>
          <TextInput
            label="Nombres"
            required
            autoComplete="off"
            value={values.nombres}
            onChange={(e) => change('nombres', e.target.value)}
            error={errors.nombres}
          />
          <TextInput label="Apellidos" autoComplete="off" value={values.apellidos} onChange={(e) => change('apellidos', e.target.value)} />
          <FullWidth>
            <Select
              label="Proveedor"
              required
              value={values.proveedor_id}
              placeholder={fixedProveedorId ? undefined : loadingProveedores ? 'Cargando proveedores…' : 'Seleccione un proveedor'}
              options={options}
              disabled={fixedProveedorId !== null}
              hint={fixedProveedorId !== null ? 'Los jefes se registran en tu proveedor' : undefined}
              onChange={(v) => change('proveedor_id', v)}
              error={errors.proveedor_id}
            />
          </FullWidth>
        </FormGrid>
      </form>
    </Modal>
  );
}
