import type { InformeDetalle, InformeInput } from 'shared/contracts';
import { bogotaIsoDate } from 'shared/format';
import { FormModal, useFormState } from 'shared/ui';
import { changedInput, informeFieldOf, informeToForm, validateInformeForm } from '../api/informe-form';
import { useInformesOpciones } from '../hooks/use-informes-opciones';
import { InformeCampos } from './informe-campos';

export interface InformeFormModalProps {
  informe: InformeDetalle;
  onClose: () => void;
  /** Saves the changed fields; rejects with the API error (shown under its field or above the form). */
  onSubmit: (changes: Partial<InformeInput>) => Promise<unknown>;
}

/** "Editar informe": the report's fields with the same validation as the API; only what changed is sent. */
export function InformeFormModal({ informe, onClose, onSubmit }: InformeFormModalProps) {
  const opciones = useInformesOpciones();
  const initial = informeToForm(informe);
  const form = useFormState(initial, (values) => validateInformeForm(values, bogotaIsoDate()), { fieldOf: informeFieldOf });
  return (
    <FormModal
      title={`Editar informe #${informe.id}`}
      submitLabel="Guardar cambios"
      size="lg"
      form={form}
      onSave={(values) => onSubmit(changedInput(initial, values))}
      onClose={onClose}
    >
      <InformeCampos form={form} opciones={opciones.data} />
    </FormModal>
  );
}
