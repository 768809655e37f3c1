import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { errorMessage, getRuntimeConfig } from 'shared/api';
import { useLogin } from 'shared/session';

const Box = styled.form`
  display: grid;
  gap: 0.875rem;
  width: min(24rem, 100%);
  margin: 10vh auto 0;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  label {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  label.check {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-weight: 400;
  }
  input:not([type='checkbox']) {
    min-height: 2.5rem;
    padding: 0.5rem 0.75rem;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surface};
  }
  button {
    min-height: 2.5rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    font-weight: 600;
    cursor: pointer;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** Minimal login of a remote's standalone dev page (same API and session as the host). */
export function StandaloneLogin({ title }: { title: string }) {
  const { login, isPending } = useLogin();
  const [usuario, setUsuario] = useState('');
  const [password, setPassword] = useState('');
  const [recordarme, setRecordarme] = useState(false);

  useEffect(() => {
    getRuntimeConfig()
      .then((config) => {
        if (config.demoCredentials) {
          setUsuario((u) => u || config.demoCredentials!.usuario);
          setPassword((p) => p || config.demoCredentials!.password);
        }
      })
      .catch(() => undefined);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await login({ usuario: usuario.trim(), password, recordarme });
      toast.success('¡Bienvenido al sistema!');
    } catch (error) {
      toast.error('Login fallido');
      toast.error(errorMessage(error, 'Credenciales incorrectas'));
    }
  };

  return (
    <Box onSubmit={submit} aria-label="Iniciar sesión">
      <h1>{title}</h1>
      <p>Página de desarrollo independiente del módulo. Inicia sesión contra la API.</p>
      <label>
        Usuario o Correo Electrónico
        <input value={usuario} onChange={(e) => setUsuario(e.target.value)} autoComplete="username" required />
      </label>
      <label>
        Contraseña
        <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" required />
      </label>
      <label className="check">
        <input type="checkbox" checked={recordarme} onChange={(e) => setRecordarme(e.target.checked)} />
        Recordarme
      </label>
      <button type="submit" disabled={isPending}>
        Iniciar Sesión
      </button>
    </Box>
  );
}
