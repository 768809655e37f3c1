import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message?: ReactNode;
  /** Runs on "Confirmar". While its promise is pending the dialog shows a busy state; it closes when it resolves
   * and stays open if it rejects (show the error with a toast from the mutation). */
  onConfirm: () => void | Promise<unknown>;
  /** Closes the dialog ("Cancelar", Escape, after a successful confirm). */
  onClose: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** danger (default) for destructive actions, primary otherwise. */
  tone?: 'danger' | 'primary';
}

const Message = styled.div`
  margin: 0;
  line-height: 1.5;
`;

/**
 * Confirmation dialog with Confirmar / Cancelar and an async busy state. Focus starts on "Cancelar".
 *
 * @example
 * <ConfirmDialog open={!!toDelete} title="¿Eliminar informe?" message="Esta acción no se puede deshacer."
 *   onConfirm={() => remove.mutateAsync(toDelete!.id)} onClose={() => setToDelete(null)} />
 */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onClose,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  tone = 'danger',
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (!open) setBusy(false);
  }, [open]);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      if (mounted.current) {
        setBusy(false);
        onClose();
      }
    } catch {
      // The caller reports the error (toast); keep the dialog open so the user can retry or cancel.
      if (mounted.current) setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={() => !busy && onClose()}
      title={title}
      size="sm"
      role="alertdialog"
      describedBy={message ? messageId : undefined}
      closeOnBackdrop={!busy}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={confirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message && <Message id={messageId}>{message}</Message>}
    </Modal>
  );
}
