import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
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
});
