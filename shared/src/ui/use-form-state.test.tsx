import { act, renderHook } from '@testing-library/react';
import { useFormState } from './use-form-state';

interface Values {
  nombre: string;
}
const validate = (v: Values) => (v.nombre ? {} : { nombre: 'Nombre requerido' });

describe('useFormState', () => {
  it('reset() goes back to the initial values and clears the errors', async () => {
    const { result } = renderHook(() => useFormState<Values>({ nombre: 'Ana' }, validate));
    act(() => result.current.set('nombre', ''));
    await act(() => result.current.submit(async () => undefined)());
    expect(result.current.errors).toEqual({ nombre: 'Nombre requerido' });
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ nombre: 'Ana' });
    expect(result.current.errors).toEqual({});
    act(() => result.current.reset({ nombre: 'Luz' }));
    expect(result.current.values).toEqual({ nombre: 'Luz' });
  });

  it('onServerError receives a failed save’s text that belongs to no field, instead of serverError', async () => {
    const onServerError = jest.fn();
    const { result } = renderHook(() => useFormState<Values>({ nombre: 'Ana' }, validate, { errorText: () => 'Error al guardar', onServerError }));
    await act(() => result.current.submit(() => Promise.reject(new Error('x')))());
    expect(onServerError).toHaveBeenCalledWith('Error al guardar');
    expect(result.current.serverError).toBeNull();
    expect(result.current.busy).toBe(false);
  });
});
