import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from './modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <button type="button">Fuera</button>
      <Modal
        open={open}
        title="Nuevo Servicio"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={<button type="button">Guardar</button>}
      >
        <label>
          Nombre
          <input />
        </label>
      </Modal>
    </>
  );
}

function open() {
  const opener = screen.getByRole('button', { name: 'Abrir' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Modal', () => {
  it('is a modal dialog labelled by its title', () => {
    render(<Harness />);
    open();
    const dialog = screen.getByRole('dialog', { name: 'Nuevo Servicio' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('moves focus into the dialog (first field)', () => {
    render(<Harness />);
    open();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = open();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Nombre' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('traps Tab inside: from the last element back to the first and Shift+Tab the other way', () => {
    render(<Harness />);
    open();
    const close = screen.getByRole('button', { name: 'Cerrar' });
    const save = screen.getByRole('button', { name: 'Guardar' });
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(save).toHaveFocus();
  });

  it('pulls focus back when it lands outside the dialog', () => {
    render(<Harness />);
    open();
    screen.getByRole('button', { name: 'Fuera', hidden: true }).focus();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('closes with the close button', () => {
    render(<Harness />);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders in a portal on document.body', () => {
    const { container } = render(<Harness />);
    open();
    expect(container.contains(screen.getByRole('dialog'))).toBe(false);
    expect(document.body.contains(screen.getByRole('dialog'))).toBe(true);
  });

  describe('when the opener is gone on close', () => {
    /** An opener that disappears once used (e.g. "Aceptar" after the action succeeded). */
    function OneShot({ outer, late }: { outer?: boolean; late?: boolean }) {
      const [outerOpen, setOuterOpen] = useState(Boolean(outer));
      const [open, setOpen] = useState(false);
      const [done, setDone] = useState(false);
      const inner = (
        <>
          {!done && (
            <button type="button" onClick={() => setOpen(true)}>
              Revisar
            </button>
          )}
          <Modal
            open={open}
            title="Revisar"
            onClose={() => {
              // `late`: the action's result is rendered just after the dialog closed.
              if (late) setTimeout(() => setDone(true));
              else setDone(true);
              setOpen(false);
            }}
          >
            <button type="button">Confirmar</button>
          </Modal>
        </>
      );
      return (
        <main>
          <h1>Informe #7</h1>
          {outer ? (
            <Modal open={outerOpen} title="Foto" onClose={() => setOuterOpen(false)}>
              {inner}
            </Modal>
          ) : (
            inner
          )}
        </main>
      );
    }

    function openAndClose({ late = false } = {}) {
      const opener = screen.getByRole('button', { name: 'Revisar' });
      opener.focus();
      fireEvent.click(opener);
      expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveFocus();
      fireEvent.click(within(screen.getByRole('dialog', { name: 'Revisar' })).getByRole('button', { name: 'Cerrar' }));
      expect(screen.queryByRole('dialog', { name: 'Revisar' })).not.toBeInTheDocument();
      if (!late) expect(screen.queryByRole('button', { name: 'Revisar' })).not.toBeInTheDocument();
    }

    it('focuses the dialog now on top of the stack', () => {
      render(<OneShot outer />);
      openAndClose();
      expect(screen.getByRole('dialog', { name: 'Foto' })).toHaveFocus();
    });

    it("focuses the page's main heading when no dialog is left, never <body>", () => {
      render(<OneShot />);
      openAndClose();
      const heading = screen.getByRole('heading', { level: 1, name: 'Informe #7' });
      expect(heading).toHaveFocus();
      expect(heading).toHaveAttribute('tabindex', '-1');
      expect(document.body).not.toHaveFocus();
    });

    it('falls back the same way when the opener is removed just after the dialog closed', async () => {
      render(<OneShot late />);
      openAndClose({ late: true });
      expect(screen.getByRole('button', { name: 'Revisar' })).toHaveFocus();
      const heading = screen.getByRole('heading', { level: 1, name: 'Informe #7' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(screen.queryByRole('button', { name: 'Revisar' })).not.toBeInTheDocument();
    });
  });
});
