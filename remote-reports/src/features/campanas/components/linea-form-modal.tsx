import { isApiError } from 'shared/api';
import type { ApiSchema, OpcionInforme } from 'shared/contracts';
import { FormModal, FullWidth, serverMessage, useFormState } from 'shared/ui';
import { fieldOfLineaError, formToReglas, lineaToReglasForm, validateReglas, type ReglasFormValues } from '../api/lineas-form';
import { ReglasFields } from './reglas-fields';

export interface LineaFormModalProps {
  linea: ApiSchema<'CampanaLinea'>;
  proveedores: readonly OpcionInforme[];
  servicios: readonly OpcionInforme[];
  onClose: () => void;
  onSubmit: (patch: ApiSchema<'CampanaLineaPatch'>) => Promise<unknown>;
}

/** "Editar línea": the provider, service and check rules of one site of the campaign; its checks are rewritten. */
export function LineaFormModal({ linea, proveedores, servicios, onClose, onSubmit }: LineaFormModalProps) {
  const form = useFormState<ReglasFormValues>(() => lineaToReglasForm(linea), validateReglas, {
    errorText: (error) => serverMessage(error, 'Error guardando la línea'),
    fieldOf: (_m, error) => {
      const field = fieldOfLineaError(isApiError(error) ? error.field : undefined);
      return field === 'sitios' ? undefined : field;
    },
  });
  return (
    <FormModal
      title={`Editar línea ${linea.sitio_codigo}`}
      submitLabel="Guardar cambios"
      form={form}
      onSave={(v) => onSubmit(formToReglas(v))}
      onClose={onClose}
    >
      <FullWidth>
        <p style={{ margin: 0 }}>
          Sitio {linea.sitio_codigo} · {linea.sitio_nombre}. Los controles se recalculan con las reglas nuevas; los informes que ya los responden se
          conservan.
        </p>
      </FullWidth>
      <ReglasFields form={form} proveedores={proveedores} servicios={servicios} current={linea} />
    </FormModal>
  );
}
