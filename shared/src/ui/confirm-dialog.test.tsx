import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './confirm-dialog';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('is an alert dialog with the title, the message and focus on Cancelar', () => {
    render(
      <ConfirmDialog open title="¿Eliminar asignación?" message="Esta acción no se puede deshacer." onConfirm={jest.fn()} onClose={jest.fn()} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar asignación?' });
    expect(dialog).toHaveAccessibleDescription('Esta acción no se puede deshacer.');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  });

  it('is busy while the action runs and closes when it succeeds', async () => {
    const action = deferred();
    const onClose = jest.fn();
    render(<ConfirmDialog open title="¿Eliminar?" onConfirm={() => action.promise} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => action.resolve());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open and usable when the action fails', async () => {
    const action = deferred();
    const onClose = jest.fn();
    render(<ConfirmDialog open title="¿Eliminar?" onConfirm={() => action.promise} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await act(async () => action.reject(new Error('No se pudo')));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
