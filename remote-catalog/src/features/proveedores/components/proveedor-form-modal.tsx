import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SEXOS } from 'shared/contracts';
import { Button, FormError, FormGrid, FullWidth, Modal, Select, serverMessage, TextInput } from 'shared/ui';
import type { Proveedor, ProveedorInput } from 'shared/contracts';
import { useProvincias } from '../../catalogos/hooks/use-provincias';
import {
  EMPTY_PROVEEDOR_FORM,
  PROVEEDOR_MESSAGES,
  formToProveedorInput,
  proveedorToForm,
  validateProveedorForm,
  type ProveedorFormErrors,
  type ProveedorFormValues,
} from '../api/proveedor-form';

export interface ProveedorFormModalProps {
  /** The provider being edited; null for "Nuevo Proveedor". */
  proveedor: Proveedor | null;
  onClose: () => void;
  onSubmit: (input: ProveedorInput) => Promise<unknown>;
}

/** "Nuevo Proveedor" / "Editar Proveedor" (mount only while open). The director is edited as names + surname. */
export function ProveedorFormModal({ proveedor, onClose, onSubmit }: ProveedorFormModalProps) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const provincias = useProvincias('catalogos/provincias');
  const [values, setValues] = useState<ProveedorFormValues>(() => (proveedor ? proveedorToForm(proveedor) : EMPTY_PROVEEDOR_FORM));
  const [errors, setErrors] = useState<ProveedorFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const change = (key: keyof ProveedorFormValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      const { [key as keyof ProveedorFormErrors]: _cleared, ...rest } = e;
      return rest;
    });
  };

  const provinciaOptions = (provincias.data ?? []).map((p) => ({ value: String(p.id), label: p.nombre }));
  if (proveedor?.provincia_id && !provinciaOptions.some((o) => o.value === String(proveedor.provincia_id))) {
    provinciaOptions.unshift({ value: String(proveedor.provincia_id), label: proveedor.provincia_nombre ?? String(proveedor.provincia_id) });
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProveedorForm(values);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(formToProveedorInput(values));
      onClose();
    } catch (error) {
      const message = serverMessage(error, 'Error desconocido');
      if (message === PROVEEDOR_MESSAGES.nombre) setErrors({ nombre: message });
      else if (message === PROVEEDOR_MESSAGES.correo) setErrors({ correo: message });
      else setServerError(message);
      setSaving(false);
      setAttempt((n) => n + 1);
    }
  };

  return (
    <Modal
      open
      onClose={() => !saving && onClose()}
      title={proveedor ? 'Editar Proveedor' : 'Nuevo Proveedor'}
      size="lg"
      closeOnBackdrop={!saving}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={saving}>
            {proveedor ? 'Guardar cambios' : 'Crear Proveedor'}
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
              autoComplete="organization"
              value={values.nombre}
              onChange={(e) => change('nombre', e.target.value)}
              error={errors.nombre}
            />
          </FullWidth>
          <TextInput
            label="Nombres del director"
            autoComplete="off"
            value={values.directorNombres}
            onChange={(e) => change('directorNombres', e.target.value)}
          />
          <TextInput
            label="Apellido del director"
            autoComplete="off"
            value={values.directorApellido}
            onChange={(e) => change('directorApellido', e.target.value)}
          />
          <TextInput label="Teléfono" type="tel" autoComplete="tel" value={values.telefono} onChange={(e) => change('telefono', e.target.value)} />
          <TextInput
            label="Correo"
            type="email"
            autoComplete="email"
            value={values.correo}
            onChange={(e) => change('correo', e.target.value)}
            error={errors.correo}
          />
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
