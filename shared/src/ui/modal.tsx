import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { focusableIn } from './focusable';
import { focusRing, tk } from './tokens';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on the close button and (unless disabled) on a click outside the dialog. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons row at the bottom (e.g. Cancelar / Guardar). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  closeOnBackdrop?: boolean;
  /** Element to focus when the dialog opens (default: first focusable element of the body). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Role "alertdialog" for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element describing the dialog (aria-describedby). */
  describedBy?: string;
}

/** Open modals, innermost last: only the top one traps focus and reacts to Escape. */
const stack: HTMLElement[] = [];

/** How long after a close the opener is watched: an action's result may remove it just after (see returnFocus). */
const OPENER_WATCH_MS = 2000;

/**
 * Gives focus back on close: to the opener if it is still in the page; else (the opener went away,
 * e.g. a button that disappears after its action succeeded) to the dialog now on top of the stack,
 * else to the page's main heading, so focus never falls to <body>. The result of the action may be
 * rendered just after the dialog closed: if the opener is removed while it still has focus, the
 * same fallback applies then.
 */
function returnFocus(opener: HTMLElement | null) {
  if (!opener || !opener.isConnected) {
    focusFallback();
    return;
  }
  opener.focus();
  if (typeof MutationObserver === 'undefined') return;
  const observer = new MutationObserver(() => {
    if (opener.isConnected) return;
    stop();
    const active = document.activeElement;
    if (!active || active === document.body) focusFallback();
  });
  const timer = setTimeout(() => stop(), OPENER_WATCH_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
}

function focusFallback() {
  const top = stack[stack.length - 1];
  if (top) {
    top.focus();
    return;
  }
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

const widths = { sm: '26rem', md: '34rem', lg: '48rem' } as const;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1rem;
  background: ${tk((t) => t.overlay)};
`;

const Dialog = styled.div<{ $size: keyof typeof widths }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100vh - 2rem);
  border: 1px solid ${tk((t) => t.border)};
  border-radius: ${tk((t) => t.radius)};
  background: ${tk((t) => t.surface)};
  color: ${tk((t) => t.text)};
  box-shadow: 0 20px 40px rgba(0, 0, 0, 0.35);
  &:focus-visible {
    ${focusRing}
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1.25rem;
  border-bottom: 1px solid ${tk((t) => t.border)};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`;

const Close = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: ${tk((t) => t.radiusSm)};
  background: transparent;
  color: ${tk((t) => t.textMuted)};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${tk((t) => t.surfaceHover)};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const Body = styled.div`
  padding: 1.25rem;
  overflow-y: auto;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
  padding: 0.75rem 1.25rem;
  border-top: 1px solid ${tk((t) => t.border)};
`;

/**
 * Accessible modal dialog rendered in a portal: role="dialog", aria-modal, labelled by its title,
 * focus moved inside and trapped, Escape closes, focus returns to where it was on close (or, when
 * that element is gone, to the dialog below or the page's `main h1`).
 *
 * @example
 * <Modal open={open} onClose={() => setOpen(false)} title="Nuevo Servicio"
 *   footer={<><Button onClick={() => setOpen(false)}>Cancelar</Button><Button variant="primary" type="submit" form="servicio-form">Guardar</Button></>}>
 *   <form id="servicio-form" onSubmit={save}>…</form>
 * </Modal>
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  closeOnBackdrop = true,
  initialFocusRef,
  role = 'dialog',
  describedBy,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    if (!open) return undefined;
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(dialog);

    const target = initialFocusRef?.current ?? (bodyRef.current && focusableIn(bodyRef.current)[0]) ?? focusableIn(dialog)[0] ?? dialog;
    target.focus();

    // Pull focus back if it escapes the top dialog (e.g. a click on the page behind).
    const onFocusIn = (event: FocusEvent) => {
      if (stack[stack.length - 1] !== dialog) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) (focusableIn(dialog)[0] ?? dialog).focus();
    };
    document.addEventListener('focusin', onFocusIn);

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    return () => {
      document.removeEventListener('focusin', onFocusIn);
      const index = stack.indexOf(dialog);
      if (index >= 0) stack.splice(index, 1);
      if (stack.length === 0) document.body.style.overflow = overflow;
      returnFocus(previouslyFocused);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run once per opening
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (!dialog || stack[stack.length - 1] !== dialog) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusableIn(dialog);
    if (items.length === 0) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (closeOnBackdrop && pressStartedOnBackdrop.current && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <Dialog
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        $size={size}
        onKeyDown={onKeyDown}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <Close type="button" aria-label="Cerrar" onClick={() => onCloseRef.current()}>
            <span aria-hidden="true">×</span>
          </Close>
        </Header>
        <Body ref={bodyRef}>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
