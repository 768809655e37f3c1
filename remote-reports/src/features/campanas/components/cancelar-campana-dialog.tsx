import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog, serverMessage, TextArea } from 'shared/ui';
import { validateMotivo } from '../api/campana-form';

export interface CancelarCampanaDialogProps {
  open: boolean;
  nombre: string;
  /** Cancels with the reason; rejects when the server refuses (its message shown under the field). */
  onConfirm: (motivo: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * "¿Cancelar campaña?": the reason is required (the API's rule and message); a cancellation is not undone, and the
 * campaign's checks no longer apply. A missing reason, or the server's refusal, is shown under the field.
 */
export function CancelarCampanaDialog({ open, nombre, onConfirm, onClose }: CancelarCampanaDialogProps) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (error) field.current?.focus();
  }, [error]);
  const close = () => {
    setMotivo('');
    setError(null);
    onClose();
  };
  const confirm = async () => {
    const invalid = validateMotivo(motivo);
    if (invalid) {
      setError(invalid);
      throw new Error(invalid);
    }
    try {
      await onConfirm(motivo.trim());
    } catch (e) {
      setError(serverMessage(e, 'Error cancelando la campaña'));
      throw e;
    }
    setMotivo('');
    setError(null);
  };
  return (
    <ConfirmDialog
      open={open}
      title="¿Cancelar campaña?"
      confirmLabel="Cancelar campaña"
      cancelLabel="Volver"
      message={
        <>
          <p style={{ margin: '0 0 0.75rem' }}>
            La campaña «{nombre}» quedará cancelada: sus controles ya no se exigen. Esta acción no se puede deshacer.
          </p>
          <TextArea
            ref={field}
            label="Motivo"
            required
            rows={3}
            maxLength={500}
            value={motivo}
            error={error}
            onChange={(event) => {
              setMotivo(event.target.value);
              setError(null);
            }}
          />
        </>
      }
      onConfirm={confirm}
      onClose={close}
    />
  );
}
