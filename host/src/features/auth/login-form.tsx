import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { getRuntimeConfig } from 'shared/api';
import { Icon } from 'shared/ui/icon';
import { Field, Form, Input, InputWrap, Label, LinkButton, PrimaryButton } from './login-styles';

export interface LoginFormValues {
  usuario: string;
  password: string;
  recordarme: boolean;
}

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  input {
    width: 1.05rem;
    height: 1.05rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const ToggleVisibility = styled.button`
  position: absolute;
  right: 0.375rem;
  display: inline-flex;
  padding: 0.375rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

interface LoginFormProps {
  submitting: boolean;
  onSubmit: (values: LoginFormValues) => void;
  onForgotPassword: () => void;
}

/** "Usuario o Correo Electrónico", "Contraseña", "Recordarme"; prefilled with the demo credentials of /config.json. */
export function LoginForm({ submitting, onSubmit, onForgotPassword }: LoginFormProps) {
  const id = useId();
  const [values, setValues] = useState<LoginFormValues>({ usuario: '', password: '', recordarme: false });
  const [showPassword, setShowPassword] = useState(false);
  const touched = useRef(false);

  useEffect(() => {
    let alive = true;
    getRuntimeConfig()
      .then((config) => {
        const demo = config.demoCredentials;
        if (alive && demo && !touched.current) setValues((v) => ({ ...v, usuario: demo.usuario, password: demo.password }));
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);

  /**
   * The first focus pins the fields as the user sees them (this render's values): a prefill that came but is not on
   * screen yet is dropped. Checking 'touched' in the prefill's updater is not enough: React usually runs that updater
   * inside setValues (eager state), before the focus.
   */
  const begin = () => {
    if (touched.current) return;
    touched.current = true;
    setValues(values);
  };

  const change = (patch: Partial<LoginFormValues>) => {
    begin(); // a change with no focus first (a password manager's autofill) too
    setValues((v) => ({ ...v, ...patch }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.usuario.trim() || !values.password) return;
    onSubmit({ ...values, usuario: values.usuario.trim() });
  };

  return (
    // Focusing a field counts as touching the form: the late demo prefill must never land under the user's typing.
    <Form onSubmit={submit} onFocus={begin} aria-label="Iniciar sesión">
      <Field>
        <Label htmlFor={`${id}-usuario`}>Usuario o Correo Electrónico</Label>
        <InputWrap>
          <Icon name="user" size={18} />
          <Input
            id={`${id}-usuario`}
            name="usuario"
            autoComplete="username"
            required
            value={values.usuario}
            onChange={(e) => change({ usuario: e.target.value })}
            placeholder="usuario o correo@empresa.com"
          />
        </InputWrap>
      </Field>
      <Field>
        <Label htmlFor={`${id}-password`}>Contraseña</Label>
        <InputWrap>
          <Icon name="lock" size={18} />
          <Input
            id={`${id}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            value={values.password}
            onChange={(e) => change({ password: e.target.value })}
            style={{ paddingRight: '2.75rem' }}
          />
          <ToggleVisibility
            type="button"
            onClick={() => setShowPassword((s) => !s)}
            aria-label={showPassword ? 'Ocultar contraseña' : 'Mostrar contraseña'}
            aria-pressed={showPassword}
          >
            <Icon name={showPassword ? 'eye-off' : 'eye'} size={18} />
          </ToggleVisibility>
        </InputWrap>
      </Field>
      <Row>
        <Check>
          <input type="checkbox" name="recordarme" checked={values.recordarme} onChange={(e) => change({ recordarme: e.target.checked })} />
          Recordarme
        </Check>
        <LinkButton type="button" onClick={onForgotPassword}>
          ¿Olvidaste tu contraseña?
        </LinkButton>
      </Row>
      <PrimaryButton type="submit" disabled={submitting} aria-busy={submitting || undefined}>
        {submitting ? 'Iniciando…' : 'Iniciar Sesión'}
      </PrimaryButton>
    </Form>
  );
}
