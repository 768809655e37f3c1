import { COMENTARIO_ESTADO_MAX, type InformeDetalle } from 'shared/contracts';
import { formatDateTime } from 'shared/format';
import { ConfirmDialog, FormModal, FullWidth, Notice, Select, TextArea, useFormState, type FormErrors } from 'shared/ui';
import { useArchivos } from '../../images/use-archivos';

/** Who accepted the report and when, for everyone who sees it (docs/decisions/aceptacion-cliente.md). */
export function AceptacionAviso({ informe }: { informe: Pick<InformeDetalle, 'aceptacion'> }) {
  const a = informe.aceptacion;
  if (!a) return null;
  // A user without a full name is named once: "cliente", not "cliente (cliente)".
  const quien = a.nombre ? `${a.nombre} (${a.usuario})` : a.usuario;
  return (
    <Notice tone="success" announce="none" title="Aceptado por el cliente">
      {quien} lo aceptó el <time dateTime={a.fecha}>{formatDateTime(a.fecha)}</time>.
    </Notice>
  );
}

export interface AceptarDialogProps {
  open: boolean;
  informeId: number;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** "Aceptar": a confirmation that says what accepting records. */
export function AceptarDialog({ open, informeId, onConfirm, onClose }: AceptarDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={`¿Aceptar el informe #${informeId}?`}
      tone="primary"
      confirmLabel="Aceptar informe"
      cancelLabel="Volver"
      message="Quedará registrado que su empresa aceptó este informe como prueba de la campaña, con su usuario y la fecha. El proveedor y los administradores lo verán."
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

interface ProblemaForm {
  comentario: string;
  /** The photo's id, or '' for none in particular. */
  foto: string;
}

const validateProblema = ({ comentario }: ProblemaForm): FormErrors<ProblemaForm> =>
  comentario.trim() ? {} : { comentario: 'Describa el problema: el comentario es requerido' };

export interface ProblemaDialogProps {
  informeId: number;
  onConfirm: (body: { comentario: string; archivo_id: number | null }) => Promise<unknown>;
  onClose: () => void;
}

/**
 * "Reportar problema" (a client that may act; mount only while open): a required comment and, optionally, the photo
 * it is about; the report goes back to the provider. The photos come from the page's cached list.
 */
export function ProblemaDialog({ informeId, onConfirm, onClose }: ProblemaDialogProps) {
  const form = useFormState<ProblemaForm>({ comentario: '', foto: '' }, validateProblema);
  const archivos = useArchivos(informeId);
  const fotos = (archivos.data?.data ?? []).map((a, i) => ({ value: String(a.id), label: `Foto ${i + 1}: ${a.nombre}` }));
  return (
    <FormModal
      title={`Reportar un problema del informe #${informeId}`}
      submitLabel="Reportar problema"
      form={form}
      onSave={({ comentario, foto }) => onConfirm({ comentario: comentario.trim(), archivo_id: foto ? Number(foto) : null })}
      onClose={onClose}
    >
      <FullWidth>
        <p style={{ margin: 0 }}>El informe volverá al proveedor como «En Progreso», con su comentario en el historial.</p>
      </FullWidth>
      <FullWidth>
        <TextArea label="¿Qué problema tiene?" required rows={4} maxLength={COMENTARIO_ESTADO_MAX} {...form.field('comentario')} />
      </FullWidth>
      {fotos.length > 0 && (
        <FullWidth>
          <Select label="Foto (opcional)" placeholder="Ninguna en particular" options={fotos} {...form.field('foto')} />
        </FullWidth>
      )}
    </FormModal>
  );
}
