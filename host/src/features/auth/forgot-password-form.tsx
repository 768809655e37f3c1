import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api, errorMessage } from 'shared/api';
import { OLVIDE_CONTRASENA_MENSAJE } from 'shared/contracts';
import { Icon } from 'shared/ui/icon';
import { Field, Form, Input, InputWrap, Label, PrimaryButton, SecondaryButton } from './login-styles';

/** POST /auth/olvide-contrasena: the server's answer is the same whether the account exists or not. */
async function pedirEnlace(usuario: string): Promise<string> {
  const answer = await api
    .post('auth/olvide-contrasena', { json: { usuario }, context: { anonymous: true, ignoreUnauthorized: true } })
    .json<{ message?: string }>();
  return answer.message || OLVIDE_CONTRASENA_MENSAJE;
}

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
  /** The server's answer (shown as a toast). */
  onSent: (message: string) => void;
  /** A refusal (too many requests, no connection). */
  onError: (message: string) => void;
}

/**
 * Forgot-password mode (spec: one required field, Cancelar / Enviar Enlace). The request goes to the server
 * (docs/decisions/mensajes.md, "Forgotten password"): the administrators are told, and the user gets an e-mail with a
 * link when the server has SMTP configured.
 */
export function ForgotPasswordForm({ onCancel, onSent, onError }: ForgotPasswordFormProps) {
  const id = useId();
  const [correo, setCorreo] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!correo.trim() || busy) return;
    setBusy(true);
    try {
      onSent(await pedirEnlace(correo.trim()));
    } catch (error) {
      onError(errorMessage(error, 'No se pudo enviar la solicitud'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form onSubmit={(e) => void submit(e)} aria-label="Recuperar contraseña" aria-busy={busy}>
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
        <PrimaryButton type="submit" disabled={busy}>
          Enviar Enlace
        </PrimaryButton>
      </Buttons>
    </Form>
  );
}
