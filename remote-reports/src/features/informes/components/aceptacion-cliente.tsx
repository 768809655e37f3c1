import { useEffect, useRef, useState } from 'react';
import { COMENTARIO_ESTADO_MAX, type InformeDetalle } from 'shared/contracts';
import { formatDateTime } from 'shared/format';
import { ConfirmDialog, Notice, Select, TextArea } from 'shared/ui';
import { useArchivos } from '../../images/use-archivos';

/** Who accepted the report and when, for everyone who sees it (docs/decisions/aceptacion-cliente.md). */
export function AceptacionAviso({ informe }: { informe: Pick<InformeDetalle, 'aceptacion'> }) {
  const a = informe.aceptacion;
  if (!a) return null;
  return (
    <Notice tone="success" announce="none" title="Aceptado por el cliente">
      {a.nombre || a.usuario} ({a.usuario}) lo aceptó el <time dateTime={a.fecha}>{formatDateTime(a.fecha)}</time>.
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

export interface ProblemaDialogProps {
  open: boolean;
  informeId: number;
  onConfirm: (body: { comentario: string; archivo_id: number | null }) => Promise<unknown>;
  onClose: () => void;
}

/** "Reportar problema": a required comment and, optionally, the photo it is about; the report goes back to the provider. */
export function ProblemaDialog({ open, informeId, onConfirm, onClose }: ProblemaDialogProps) {
  const [comentario, setComentario] = useState('');
  const [foto, setFoto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const archivos = useArchivos(informeId);
  useEffect(() => {
    if (error) field.current?.focus();
  }, [error]);
  const reset = () => {
    setComentario('');
    setFoto('');
    setError(null);
  };
  const fotos = (archivos.data?.data ?? []).map((a, i) => ({ value: String(a.id), label: `Foto ${i + 1}: ${a.nombre}` }));
  return (
    <ConfirmDialog
      open={open}
      title={`Reportar un problema del informe #${informeId}`}
      tone="primary"
      confirmLabel="Reportar problema"
      cancelLabel="Volver"
      message={
        <>
          <p style={{ margin: '0 0 0.75rem' }}>El informe volverá al proveedor como «En Progreso», con su comentario en el historial.</p>
          <TextArea
            ref={field}
            label="¿Qué problema tiene?"
            required
            rows={4}
            maxLength={COMENTARIO_ESTADO_MAX}
            value={comentario}
            error={error}
            onChange={(event) => {
              setComentario(event.target.value);
              setError(null);
            }}
          />
          {fotos.length > 0 && (
            <div style={{ marginTop: '0.75rem' }}>
              <Select label="Foto (opcional)" placeholder="Ninguna en particular" value={foto} onChange={setFoto} options={fotos} />
            </div>
          )}
        </>
      }
      onConfirm={async () => {
        const text = comentario.trim();
        if (!text) {
          setError('Describa el problema: el comentario es requerido');
          throw new Error('comentario requerido');
        }
        await onConfirm({ comentario: text, archivo_id: foto ? Number(foto) : null });
        reset();
      }}
      onClose={() => {
        reset();
        onClose();
      }}
    />
  );
}
