import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { isApiError } from 'shared/api';
import { useSession } from 'shared/session';
import { Button, Card, TextInput } from 'shared/ui';
import { SecurityTips } from './security-tips';
import { useChangePassword } from './use-change-password';
import {
  CHANGE_PASSWORD_MESSAGES as M,
  validateChangePassword,
  type ChangePasswordErrors,
  type ChangePasswordValues,
} from './validate-change-password';

export const REDIRECT_AFTER_CHANGE_MS = 1500;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 32rem) minmax(0, 22rem);
  gap: 1.25rem;
  align-items: start;
  @media (max-width: 1000px) { grid-template-columns: minmax(0, 1fr); }
`;

const Head = styled.div`
  margin-bottom: 1.25rem;
  h1 { font-size: ${({ theme }) => theme.fontSizes.xxl}; }
  p { margin: 0.25rem 0 0; color: ${({ theme }) => theme.colors.textMuted}; }
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

/** /change-password (spec §2, §5, §8). */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const mutation = useChangePassword();
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (field: keyof ChangePasswordValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    // A field's error clears when it is edited.
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateChangePassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          toast.success(M.success);
          setValues(EMPTY);
          setDone(true);
          timer.current = window.setTimeout(() => navigate('/'), REDIRECT_AFTER_CHANGE_MS);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 400 && error.code === 'current_password_incorrect') {
            setErrors({ currentPassword: M.currentIncorrect });
            return;
          }
          // The server's text when it sent one (or "Error de conexión"); a bare HTTP status is not a message.
          const serverText = isApiError(error) && !error.code.startsWith('http_') ? error.message : '';
          toast.error(serverText || M.genericError);
        },
      },
    );
  };

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
              value={values.currentPassword}
              onChange={change('currentPassword')}
              error={errors.currentPassword}
            />
            <TextInput
              label="Nueva contraseña"
              type="password"
              name="newPassword"
              autoComplete="new-password"
              value={values.newPassword}
              onChange={change('newPassword')}
              error={errors.newPassword}
              hint="Mínimo 6 caracteres"
            />
            <TextInput
              label="Confirmar nueva contraseña"
              type="password"
              name="confirmPassword"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={change('confirmPassword')}
              error={errors.confirmPassword}
            />
            <Actions>
              <Button onClick={() => navigate(-1)}>Cancelar</Button>
              <Button type="submit" variant="primary" loading={mutation.isPending} disabled={done}>
                Cambiar Contraseña
              </Button>
            </Actions>
          </Form>
        </Card>
        <SecurityTips />
      </Layout>
    </>
  );
}
