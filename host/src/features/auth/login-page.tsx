import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { useLogin, useSession } from 'shared/session';
import { Icon } from 'shared/ui/icon';
import { ForgotPasswordForm } from './forgot-password-form';
import { loginErrorMessages } from './login-error-messages';
import { LoginForm, type LoginFormValues } from './login-form';
import { ThemeToggle } from '../layout/theme-toggle';
import { PublicCard } from './public-card';
import { StatusPanel } from './status-panel';

const WELCOME_MESSAGE = '¡Bienvenido al sistema!';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  background: ${({ theme }) => theme.colors.bg};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Brand = styled.aside`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: 2rem;
  padding: clamp(1.5rem, 5vw, 3.5rem);
  color: #fff;
  background:
    radial-gradient(circle at 15% 20%, rgba(96, 165, 250, 0.35), transparent 45%),
    radial-gradient(circle at 85% 80%, rgba(14, 165, 233, 0.3), transparent 40%), linear-gradient(140deg, #1e3a8a 0%, #1d4ed8 55%, #0e7490 100%);
  ${({ theme }) =>
    theme.mode === 'dark' &&
    `background:
      radial-gradient(circle at 15% 20%, rgba(59, 130, 246, 0.22), transparent 45%),
      radial-gradient(circle at 85% 80%, rgba(14, 165, 233, 0.16), transparent 40%),
      linear-gradient(140deg, #0b1736 0%, #13265e 55%, #0b3b52 100%);`}
  ${({ theme }) => theme.media.mobile} {
    order: 2;
    padding: 1.25rem;
  }
`;

const Logo = styled.h1`
  margin: 0;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  span.mark {
    display: inline-grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: 0.75rem;
    background: rgba(255, 255, 255, 0.16);
  }
`;

const Pitch = styled.div`
  max-width: 30rem;
  p.lead {
    margin: 0;
    font-size: clamp(1.75rem, 3.2vw, 2.5rem);
    font-weight: 800;
    line-height: 1.2;
    letter-spacing: -0.02em;
  }
  p {
    margin: 0.75rem 0 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    opacity: 0.9;
  }
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const FormSide = styled.section`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: clamp(1.25rem, 4vw, 3rem);
  ${({ theme }) => theme.media.mobile} {
    padding: 1.5rem 1.25rem 1.25rem;
  }
`;

const Card = styled(PublicCard)`
  position: relative;
  max-width: 26rem;
  header {
    margin-bottom: 1.5rem;
    padding-right: 2.75rem;
  }
  header h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  header p {
    margin: 0.375rem 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const MobileTitle = styled.p`
  display: none;
  margin: 0 0 0.25rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryText};
  ${({ theme }) => theme.media.mobile} {
    display: block;
  }
`;

const CornerThemeToggle = styled(ThemeToggle)`
  position: absolute;
  top: 1.25rem;
  right: 1.25rem;
`;

/** Under the form: the public photo check (docs/decisions/verificar.md), for an auditor who has no account. */
const VerifyNote = styled.p`
  margin: 1.5rem 0 0;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
    white-space: nowrap;
  }
`;

/** /login (docs/product-spec.md §2 Login). */
export function LoginPage() {
  const navigate = useNavigate();
  const { login, isPending } = useLogin();
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  const { isAuthenticated } = useSession();

  const submit = async ({ usuario, password, recordarme }: LoginFormValues) => {
    try {
      await login({ usuario, password, recordarme });
    } catch (error) {
      for (const message of loginErrorMessages(error)) toast.error(message);
      return;
    }
    toast.success(WELCOME_MESSAGE);
    void navigate('/', { replace: true });
  };

  // Already signed in (e.g. /login opened from a bookmark): the login form has nothing to do.
  if (isAuthenticated && !isPending) return <Navigate to="/" replace />;

  return (
    <Page>
      <Brand>
        <Logo>
          <span className="mark" aria-hidden="true">
            <Icon name="informes" size={22} />
          </span>
          Informes de Campañas
        </Logo>
        <Pitch>
          <p className="lead">Informes de campo de tus campañas, en un solo lugar.</p>
          <p>Sistema de gestión interna para informes, servicios, proveedores y clientes.</p>
        </Pitch>
        <StatusPanel />
      </Brand>
      <FormSide>
        <Card>
          <CornerThemeToggle />
          <header>
            <MobileTitle>Informes de Campañas</MobileTitle>
            <h2>{mode === 'login' ? 'Accede a tu cuenta' : 'Recuperar contraseña'}</h2>
            <p>{mode === 'login' ? 'Introduce tus credenciales para continuar.' : 'Te ayudamos a recuperar el acceso.'}</p>
          </header>
          {mode === 'login' ? (
            <LoginForm submitting={isPending} onSubmit={submit} onForgotPassword={() => setMode('forgot')} />
          ) : (
            <ForgotPasswordForm
              onCancel={() => setMode('login')}
              onSent={(message) => {
                toast.success(message);
                setMode('login');
              }}
              onError={(message) => toast.error(message)}
            />
          )}
          <VerifyNote>
            ¿Tiene una foto de una campaña? <Link to="/verificar">Verificar una foto</Link>
          </VerifyNote>
        </Card>
      </FormSide>
    </Page>
  );
}
