import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '../api';
import { FormModal } from './form-modal';
import { TextInput } from './text-input';
import { useFormState } from './use-form-state';

interface Values {
  nombre: string;
  correo: string;
}

const validate = (v: Values) => ({
  ...(v.nombre.trim() ? {} : { nombre: 'Nombre requerido' }),
  ...(v.correo.includes('@') ? {} : { correo: 'Correo no válido' }),
});

function Harness({ onSave, onClose }: { onSave: (v: Values) => Promise<unknown>; onClose: () => void }) {
  const form = useFormState<Values>({ nombre: '', correo: '' }, validate, {
    fieldOf: (m) => (m === 'Nombre requerido' ? 'nombre' : undefined),
  });
  return (
    <FormModal title="Nuevo Proveedor" submitLabel="Crear Proveedor" form={form} onSave={onSave} onClose={onClose}>
      <TextInput label="Nombre" {...form.field('nombre')} />
      <TextInput label="Correo" {...form.field('correo')} />
    </FormModal>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Crear Proveedor' }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('FormModal + useFormState', () => {
  it('validates before saving, focuses the first invalid field, and clears only the edited field’s error', () => {
    const onSave = jest.fn();
    render(<Harness onSave={onSave} onClose={jest.fn()} />);
    submit();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Nombre requerido')).toBeInTheDocument();
    expect(screen.getByText('Correo no válido')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
    type('Nombre', 'Ana');
    expect(screen.queryByText('Nombre requerido')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Correo no válido')).toBeInTheDocument();
  });

  it('is busy while saving (Cancelar and Escape do nothing), then closes with the values saved', async () => {
    const save = deferred();
    const onSave = jest.fn(() => save.promise);
    const onClose = jest.fn();
    render(<Harness onSave={onSave} onClose={onClose} />);
    type('Nombre', 'Ana');
    type('Correo', 'ana@example.co');
    submit();
    expect(onSave).toHaveBeenCalledWith({ nombre: 'Ana', correo: 'ana@example.co' });
    expect(screen.getByRole('button', { name: 'Crear Proveedor' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => save.resolve());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('puts a server message about a field under it, and any other above the form; the dialog stays open', async () => {
    const onClose = jest.fn();
    const onSave = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'validacion', 'Nombre requerido'))
      .mockRejectedValueOnce(new ApiError(503, 'base_de_datos_no_disponible', 'Base de datos no disponible'));
    render(<Harness onSave={onSave} onClose={onClose} />);
    type('Nombre', 'Ana');
    type('Correo', 'ana@example.co');
    await act(async () => submit());
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Nombre requerido')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveFocus();

    await act(async () => submit());
    expect(screen.queryByText('Nombre requerido')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Base de datos no disponible');
    expect(screen.getByRole('button', { name: 'Crear Proveedor' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
