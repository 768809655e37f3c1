import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Icon } from 'shared/ui/icon';
import { Field, Form, Input, InputWrap, Label, PrimaryButton, SecondaryButton } from './login-styles';

export const RECOVERY_SENT_MESSAGE = 'Se ha enviado un enlace de recuperación a tu email';

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.75rem;
`;

interface ForgotPasswordFormProps {
  onCancel: () => void;
  onSent: () => void;
}

/** Forgot-password mode (spec: one required field, Cancelar / Enviar Enlace, toast only, no call). */
export function ForgotPasswordForm({ onCancel, onSent }: ForgotPasswordFormProps) {
  const id = useId();
  const [correo, setCorreo] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!correo.trim()) return;
    onSent();
  };
  return (
    <Form onSubmit={submit} aria-label="Recuperar contraseña">
      <Hint>Escribe tu correo y te enviaremos un enlace para restablecer la contraseña.</Hint>
      <Field>
        <Label htmlFor={`${id}-correo`}>Correo Electrónico</Label>
        <InputWrap>
          <Icon name="mail" size={18} />
          <Input
            id={`${id}-correo`}
            name="correo"
            type="email"
            autoComplete="email"
            required
            autoFocus
            value={correo}
            onChange={(e) => setCorreo(e.target.value)}
            placeholder="correo@empresa.com"
          />
        </InputWrap>
      </Field>
      <Buttons>
        <SecondaryButton type="button" onClick={onCancel}>
          Cancelar
        </SecondaryButton>
        <PrimaryButton type="submit">Enviar Enlace</PrimaryButton>
      </Buttons>
    </Form>
  );
}
