import { useEffect, useRef, useState } from 'react';
import { comentarioRequeridoMensaje, COMENTARIO_ESTADO_MAX, estadoLabel, type TransicionInforme } from 'shared/contracts';
import { ConfirmDialog, TextArea } from 'shared/ui';

export interface EstadoDialogProps {
  /** The change to confirm; null when closed. */
  transicion: TransicionInforme | null;
  informeId: number;
  /** Makes the change; rejects when it fails (the mutation shows the error). */
  onConfirm: (comentario: string | null) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Confirms a status change with an optional comment, required to cancel or reopen (the same rule as the API:
 * TRANSICIONES_INFORME). A missing required comment is shown under the field and the dialog stays open.
 */
export function EstadoDialog({ transicion, informeId, onConfirm, onClose }: EstadoDialogProps) {
  const [comentario, setComentario] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  // A missing required comment sends the focus to the field that needs it.
  useEffect(() => {
    if (error) field.current?.focus();
  }, [error]);
  const close = () => {
    setComentario('');
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!transicion) return;
    const text = comentario.trim();
    if (transicion.comentarioRequerido && !text) {
      setError(comentarioRequeridoMensaje(transicion));
      throw new Error('comentario requerido');
    }
    await onConfirm(text || null);
    setComentario('');
    setError(null);
  };
  return (
    <ConfirmDialog
      open={transicion !== null}
      title={transicion ? `¿${transicion.accion}?` : ''}
      tone={transicion?.a === 'cancelado' ? 'danger' : 'primary'}
      confirmLabel={transicion?.accion ?? 'Confirmar'}
      cancelLabel="Volver"
      message={
        transicion && (
          <>
            <p style={{ margin: '0 0 0.75rem' }}>
              El informe #{informeId} pasará de «{estadoLabel(transicion.de)}» a «{estadoLabel(transicion.a)}».
            </p>
            <TextArea
              ref={field}
              label={transicion.comentarioRequerido ? 'Comentario' : 'Comentario (opcional)'}
              required={transicion.comentarioRequerido}
              rows={3}
              maxLength={COMENTARIO_ESTADO_MAX}
              value={comentario}
              error={error}
              onChange={(event) => {
                setComentario(event.target.value);
                setError(null);
              }}
            />
          </>
        )
      }
      onConfirm={confirm}
      onClose={close}
    />
  );
}
