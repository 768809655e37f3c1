import { isApiError } from 'shared/api';
import type { ApiSchema, OpcionInforme } from 'shared/contracts';
import { DateInput, FormModal, FullWidth, Select, serverMessage, TextArea, TextInput, useFormState } from 'shared/ui';
import { campanaToForm, emptyCampanaForm, fieldOfServerError, validateCampanaForm, type CampanaFormValues } from '../api/campana-form';

export interface CampanaFormModalProps {
  /** The campaign being edited; null for "Nueva Campaña". */
  campana: ApiSchema<'Campana'> | null;
  clientes: readonly OpcionInforme[];
  loadingClientes?: boolean;
  onClose: () => void;
  /** Creates (POST: formToCampanaInput) or edits (PATCH: formToCampanaPatch, every field but the client) the campaign. */
  onSave: (values: CampanaFormValues) => Promise<unknown>;
}

/**
 * "Nueva Campaña" / "Editar Campaña" (administrators): client, name, description, start and end, with the API's
 * messages; the server's answer (an existing name, an end before the start) lands under the field it names. A
 * campaign's client never changes: shown, not editable, when editing. Mount only while open.
 */
export function CampanaFormModal({ campana, clientes, loadingClientes = false, onClose, onSave }: CampanaFormModalProps) {
  const form = useFormState<CampanaFormValues>(() => (campana ? campanaToForm(campana) : emptyCampanaForm()), validateCampanaForm, {
    errorText: (error) => serverMessage(error, 'Error guardando la campaña'),
    fieldOf: (_message, error) => fieldOfServerError(isApiError(error) ? error.field : undefined),
  });
  const { values } = form;
  const clienteOptions = clientes.map((c) => ({ value: String(c.id), label: c.nombre }));
  if (campana && !clienteOptions.some((o) => o.value === String(campana.cliente_id)))
    clienteOptions.unshift({ value: String(campana.cliente_id), label: campana.cliente });

  return (
    <FormModal
      title={campana ? 'Editar Campaña' : 'Nueva Campaña'}
      submitLabel={campana ? 'Guardar cambios' : 'Crear Campaña'}
      form={form}
      onSave={onSave}
      onClose={onClose}
    >
      <FullWidth>
        <Select
          label="Cliente"
          required
          disabled={campana !== null}
          hint={campana ? 'El cliente de una campaña no cambia.' : undefined}
          placeholder={loadingClientes ? 'Cargando clientes…' : 'Seleccione un cliente'}
          options={clienteOptions}
          {...form.field('cliente_id')}
        />
      </FullWidth>
      <FullWidth>
        <TextInput label="Nombre" required autoComplete="off" maxLength={200} {...form.field('nombre')} />
      </FullWidth>
      <DateInput
        label="Inicio"
        required
        value={values.fecha_inicio}
        max={values.fecha_fin || undefined}
        error={form.errors.fecha_inicio}
        onChange={(v) => form.set('fecha_inicio', v)}
      />
      <DateInput
        label="Fin"
        required
        value={values.fecha_fin}
        min={values.fecha_inicio || undefined}
        error={form.errors.fecha_fin}
        onChange={(v) => form.set('fecha_fin', v)}
      />
      <FullWidth>
        <TextArea label="Descripción" rows={3} {...form.field('descripcion')} />
      </FullWidth>
    </FormModal>
  );
}
