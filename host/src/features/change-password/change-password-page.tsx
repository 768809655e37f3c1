import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { isApiError } from 'shared/api';
import { useSession } from 'shared/session';
import { Button, Card, TextInput, useFormState } from 'shared/ui';
import { AvisosCorreo } from './avisos-correo';
import { SecurityTips } from './security-tips';
import { useChangePassword } from './use-change-password';
import { CHANGE_PASSWORD_MESSAGES as M, validateChangePassword, type ChangePasswordValues } from './validate-change-password';

const REDIRECT_AFTER_CHANGE_MS = 1500;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 32rem) minmax(0, 22rem);
  gap: 1.25rem;
  align-items: start;
  @media (max-width: 1000px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Head = styled.div`
  margin-bottom: 1.25rem;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** 400 current_password_incorrect → its field message; otherwise the server's text (or "Error de conexión"), never a bare HTTP status. */
function changeErrorText(error: unknown): string {
  if (isApiError(error) && error.status === 400 && error.code === 'current_password_incorrect') return M.currentIncorrect;
  const serverText = isApiError(error) && !error.code.startsWith('http_') ? error.message : '';
  return serverText || M.genericError;
}

/** /change-password (docs/product-spec.md §2, §5, §8). */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const mutation = useChangePassword();
  // Field errors clear when the field is edited; a wrong current password or a refused new one (the server's word
  // lists, docs/decisions/password-rules.md) lands under its field, any other failure is a toast.
  const form = useFormState(EMPTY, (values) => validateChangePassword(values, user?.usuario), {
    errorText: changeErrorText,
    fieldOf: (message, error) =>
      message === M.currentIncorrect ? 'currentPassword' : isApiError(error) && error.field === 'newPassword' ? 'newPassword' : undefined,
    onServerError: (message) => toast.error(message),
  });
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = form.submit(async ({ currentPassword, newPassword }) => {
    await mutation.mutateAsync({ currentPassword, newPassword });
    toast.success(M.success);
    form.reset();
    setDone(true);
    timer.current = window.setTimeout(() => void navigate('/'), REDIRECT_AFTER_CHANGE_MS);
  });

  return (
    <>
      <Head>
        <h1>Cambiar Contraseña</h1>
        <p>Actualiza la contraseña con la que inicias sesión.</p>
      </Head>
      <Layout>
        <Card as="section" aria-label="Formulario de cambio de contraseña">
          <Form onSubmit={submit} noValidate>
            {/* Lets password managers tie the new password to the account. */}
            <input type="text" name="username" autoComplete="username" value={user?.usuario ?? ''} readOnly hidden />
            <TextInput
              label="Contraseña actual"
              type="password"
              name="currentPassword"
              autoComplete="current-password"
              {...form.field('currentPassword')}
            />
            <TextInput
              label="Nueva contraseña"
              type="password"
              name="newPassword"
              autoComplete="new-password"
              {...form.field('newPassword')}
              hint="Mínimo 6 caracteres"
            />
            <TextInput
              label="Confirmar nueva contraseña"
              type="password"
              name="confirmPassword"
              autoComplete="new-password"
              {...form.field('confirmPassword')}
            />
            <Actions>
              <Button onClick={() => navigate(-1)}>Cancelar</Button>
              <Button type="submit" variant="primary" loading={form.busy} disabled={done}>
                Cambiar Contraseña
              </Button>
            </Actions>
          </Form>
        </Card>
        <SecurityTips />
        <AvisosCorreo />
      </Layout>
    </>
  );
}
