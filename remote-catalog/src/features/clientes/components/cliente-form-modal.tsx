import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isApiError } from 'shared/api';
import { SEXOS } from 'shared/contracts';
import { Button, FormError, FormGrid, FullWidth, Modal, Select, serverMessage, TextInput } from 'shared/ui';
import type { Cliente, ClienteInput } from 'shared/contracts';
import { useProvincias } from '../../catalogos/hooks/use-provincias';
import {
  CLIENTE_MESSAGES,
  EMPTY_CLIENTE_FORM,
  clienteErrorText,
  clienteToForm,
  formToClienteInput,
  validateClienteForm,
  type ClienteFormErrors,
  type ClienteFormValues,
} from '../api/cliente-form';

export interface ClienteFormModalProps {
  /** The client being edited; null for "Crear Cliente". */
  cliente: Cliente | null;
  onClose: () => void;
  onSubmit: (input: ClienteInput) => Promise<unknown>;
}

/** "Crear Cliente" / "Editar Cliente" (mount only while open). Provinces from GET /provincias. */
export function ClienteFormModal({ cliente, onClose, onSubmit }: ClienteFormModalProps) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const provincias = useProvincias('provincias');
  const [values, setValues] = useState<ClienteFormValues>(() => (cliente ? clienteToForm(cliente) : EMPTY_CLIENTE_FORM));
  const [errors, setErrors] = useState<ClienteFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const change = (key: keyof ClienteFormValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key === 'razon_social') setErrors({});
  };

  const provinciaOptions = (provincias.data ?? []).map((p) => ({ value: String(p.id), label: p.nombre }));
  if (cliente?.provincia_id && !provinciaOptions.some((o) => o.value === String(cliente.provincia_id))) {
    provinciaOptions.unshift({ value: String(cliente.provincia_id), label: cliente.provincia ?? String(cliente.provincia_id) });
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateClienteForm(values);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(formToClienteInput(values));
      onClose();
    } catch (error) {
      const message = (isApiError(error) && clienteErrorText(error)) || serverMessage(error, 'Error desconocido');
      if (message === CLIENTE_MESSAGES.duplicada || message === CLIENTE_MESSAGES.razonSocial) setErrors({ razon_social: message });
      else setServerError(message);
      setSaving(false);
      setAttempt((n) => n + 1);
    }
  };

  return (
    <Modal
      open
      onClose={() => !saving && onClose()}
      title={cliente ? 'Editar Cliente' : 'Crear Cliente'}
      size="lg"
      closeOnBackdrop={!saving}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={saving}>
            {cliente ? 'Guardar cambios' : 'Crear Cliente'}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} onSubmit={submit} noValidate>
        <FormError message={serverError} />
        <FormGrid>
          <TextInput
            label="Razón social"
            required
            autoComplete="organization"
            value={values.razon_social}
            onChange={(e) => change('razon_social', e.target.value)}
            error={errors.razon_social}
          />
          <TextInput label="NIF" autoComplete="off" value={values.nif} onChange={(e) => change('nif', e.target.value)} />
          <TextInput
            label="Nombres del representante"
            autoComplete="off"
            value={values.nombres_representante}
            onChange={(e) => change('nombres_representante', e.target.value)}
          />
          <TextInput
            label="Apellidos del representante"
            autoComplete="off"
            value={values.apellidos_representante}
            onChange={(e) => change('apellidos_representante', e.target.value)}
          />
          <TextInput label="Teléfono" type="tel" autoComplete="tel" value={values.telefono} onChange={(e) => change('telefono', e.target.value)} />
          <TextInput label="Correo" type="email" autoComplete="email" value={values.correo} onChange={(e) => change('correo', e.target.value)} />
          <FullWidth>
            <TextInput label="Dirección" autoComplete="street-address" value={values.direccion} onChange={(e) => change('direccion', e.target.value)} />
          </FullWidth>
          <TextInput label="Ciudad" autoComplete="address-level2" value={values.ciudad} onChange={(e) => change('ciudad', e.target.value)} />
          <Select
            label="Provincia"
            value={values.provincia_id}
            placeholder={provincias.isPending ? 'Cargando provincias…' : 'Seleccione una provincia'}
            options={provinciaOptions}
            onChange={(v) => change('provincia_id', v)}
          />
          <TextInput label="Usuario" autoComplete="off" value={values.usuario} onChange={(e) => change('usuario', e.target.value)} />
          <Select label="Sexo" value={values.sexo} placeholder="Seleccione…" options={SEXOS} onChange={(v) => change('sexo', v)} />
        </FormGrid>
      </form>
    </Modal>
  );
}
