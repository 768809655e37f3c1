import { ALERTA_FOTO_LABELS, type AlertaFoto, type ArchivoInforme } from 'shared/contracts';
import { FormModal, FullWidth, TextArea, useFormState, type FormErrors } from 'shared/ui';
import { useRevisarAlerta } from './use-revisar-alerta';

/**
 * The comment's limit: the API's COMENTARIO_REVISION_MAX (api/src/modules/fotos/archivos/schemas.ts). Kept here rather than
 * in shared/contracts, which would be a new kit export (a kit release) for one number.
 */
const COMENTARIO_REVISION_MAX = 500;

interface RevisionForm {
  comentario: string;
}

const validate = ({ comentario }: RevisionForm): FormErrors<RevisionForm> => {
  const text = comentario.trim();
  if (!text) return { comentario: 'El comentario es obligatorio' };
  if (text.length > COMENTARIO_REVISION_MAX) return { comentario: `El comentario admite hasta ${COMENTARIO_REVISION_MAX} caracteres` };
  return {};
};

export interface RevisionAlertaModalProps {
  archivo: Pick<ArchivoInforme, 'id' | 'informe_id' | 'nombre'>;
  alerta: Pick<AlertaFoto, 'id' | 'tipo' | 'motivo'>;
  onClose: () => void;
}

/**
 * "Revisar alerta" (administrators; mount only while open): a required comment settles the flag. It stays on the
 * photo, marked reviewed, for everyone who sees it. A refusal is shown in Spanish above the field.
 */
export function RevisionAlertaModal({ archivo, alerta, onClose }: RevisionAlertaModalProps) {
  const revisar = useRevisarAlerta(archivo.informe_id);
  const form = useFormState<RevisionForm>({ comentario: '' }, validate);
  return (
    <FormModal
      title={`Revisar alerta: ${ALERTA_FOTO_LABELS[alerta.tipo]}`}
      submitLabel="Marcar como revisada"
      form={form}
      onSave={({ comentario }) => revisar.mutateAsync({ archivoId: archivo.id, alertaId: alerta.id, comentario: comentario.trim() })}
      onClose={onClose}
    >
      <FullWidth>
        <p style={{ margin: 0 }}>
          {archivo.nombre}: {alerta.motivo}
        </p>
      </FullWidth>
      <FullWidth>
        <TextArea
          label="Comentario"
          required
          rows={4}
          maxLength={COMENTARIO_REVISION_MAX}
          hint={`Por qué la alerta no invalida la foto (máximo ${COMENTARIO_REVISION_MAX} caracteres).`}
          {...form.field('comentario')}
        />
      </FullWidth>
    </FormModal>
  );
}
