import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { RuntimeConfig } from 'shared/contracts';
import { AppThemeProvider } from 'shared/theme';
import { LoginForm } from './login-form';

/** /config.json's answer, released by the test. */
let answer: (config: RuntimeConfig) => void;
jest.mock('shared/api', () => ({
  ...jest.requireActual('shared/api'),
  getRuntimeConfig: () => new Promise<RuntimeConfig>((resolve) => (answer = resolve)),
}));

const DEMO = { remotes: {}, demoCredentials: { usuario: 'admin', password: 'admin123' }, mapStyleUrl: null } as unknown as RuntimeConfig;

function renderForm() {
  render(
    <AppThemeProvider>
      <LoginForm submitting={false} onSubmit={jest.fn()} onForgotPassword={jest.fn()} />
    </AppThemeProvider>,
  );
}

const usuario = () => screen.getByLabelText<HTMLInputElement>('Usuario o Correo Electrónico');
const password = () => screen.getByLabelText<HTMLInputElement>('Contraseña');

describe('LoginForm: the demo prefill of /config.json', () => {
  it('fills both fields when the user has not begun', async () => {
    renderForm();
    await act(async () => answer(DEMO));
    expect(usuario()).toHaveValue('admin');
    expect(password()).toHaveValue('admin123');
  });

  it('a focus after the answer came but before React applied it: the fields stay as the user left them', async () => {
    renderForm();
    // A state update of the form already went through (the eye button): React then keeps the prefill's updater for
    // the next render instead of running it inside setValues, so what it sees at render time decides.
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    await act(async () => {
      answer(DEMO);
      // The answer's `then` runs (the prefill is asked for); React renders only when this act ends.
      await Promise.resolve();
      await Promise.resolve();
      fireEvent.focus(usuario());
    });
    expect(usuario()).toHaveValue('');
    expect(password()).toHaveValue('');
  });

  it('the same when React would apply the prefill at once (no update of the form before it)', async () => {
    renderForm();
    await act(async () => {
      answer(DEMO);
      await Promise.resolve();
      await Promise.resolve();
      fireEvent.focus(usuario());
    });
    expect(usuario()).toHaveValue('');
    expect(password()).toHaveValue('');
    fireEvent.change(usuario(), { target: { value: 'proveedor' } });
    expect(usuario()).toHaveValue('proveedor');
    expect(password()).toHaveValue('');
  });

  it('a prefill already on screen stays when the user then focuses a field', async () => {
    renderForm();
    await act(async () => answer(DEMO));
    fireEvent.focus(password());
    expect(usuario()).toHaveValue('admin');
    expect(password()).toHaveValue('admin123');
  });
});
