import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { api, errorMessage } from 'shared/api';
import { passwordProblem } from 'shared/contracts';
import { Button, ErrorBanner, Notice, TextInput } from 'shared/ui';
import { PublicCard } from '../auth/public-card';
import { PublicFrame } from '../auth/public-frame';

const Card = styled(PublicCard)`
  max-width: 28rem;
  display: grid;
  gap: 1rem;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  form {
    display: grid;
    gap: 1rem;
  }
`;

export const RESET_TEXTS = {
  title: 'Elige una nueva contraseña',
  intro: 'El enlace que recibiste por correo sirve una sola vez y vence 30 minutos después de pedirlo.',
  noToken: 'Este enlace no es válido. Pide uno nuevo desde «¿Olvidaste tu contraseña?» en la pantalla de inicio.',
  mismatch: 'Las contraseñas no coinciden',
  confirmRequired: 'Debes confirmar la nueva contraseña',
  done: 'Tu contraseña se cambió. Ya puedes iniciar sesión con ella; las sesiones abiertas con la anterior se cerraron.',
} as const;

/**
 * /restablecer-contrasena?token=… (public; docs/decisions/mensajes.md, "Forgotten password"): the page the e-mail's
 * single-use link opens. The product's password rules apply (the server checks them again); the answer ends the
 * user's other sessions.
 */
export function ResetPasswordPage() {
  const id = useId();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [nueva, setNueva] = useState('');
  const [confirmar, setConfirmar] = useState('');
  const [errors, setErrors] = useState<{ nueva?: string; confirmar?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    const problem = passwordProblem(nueva, 'change');
    if (problem) next.nueva = problem;
    if (!confirmar) next.confirmar = RESET_TEXTS.confirmRequired;
    else if (confirmar !== nueva) next.confirmar = RESET_TEXTS.mismatch;
    setErrors(next);
    if (next.nueva || next.confirmar) return;
    setBusy(true);
    setServerError(null);
    try {
      await api.post('auth/restablecer-contrasena', { json: { token, nueva }, context: { anonymous: true, ignoreUnauthorized: true } }).json();
      setDone(true);
    } catch (error) {
      setServerError(errorMessage(error, 'No se pudo cambiar la contraseña'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicFrame>
      <Card as="section" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{RESET_TEXTS.title}</h1>
        {!token ? (
          <ErrorBanner message={RESET_TEXTS.noToken} />
        ) : done ? (
          <>
            <Notice tone="success" title={RESET_TEXTS.done} />
            <Link to="/login">Ir a iniciar sesión</Link>
          </>
        ) : (
          <>
            <p>{RESET_TEXTS.intro}</p>
            {serverError && <ErrorBanner message={serverError} />}
            <form onSubmit={(e) => void submit(e)} noValidate>
              <TextInput
                label="Nueva contraseña"
                type="password"
                autoComplete="new-password"
                required
                value={nueva}
                onChange={(e) => setNueva(e.target.value)}
                error={errors.nueva}
              />
              <TextInput
                label="Confirmar contraseña"
                type="password"
                autoComplete="new-password"
                required
                value={confirmar}
                onChange={(e) => setConfirmar(e.target.value)}
                error={errors.confirmar}
              />
              <Button type="submit" loading={busy}>
                Cambiar contraseña
              </Button>
            </form>
            <Link to="/login">Volver a iniciar sesión</Link>
          </>
        )}
      </Card>
    </PublicFrame>
  );
}
