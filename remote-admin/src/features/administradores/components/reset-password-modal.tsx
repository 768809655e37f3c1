import { passwordProblem, type AdminUsuario } from 'shared/contracts';
import { FullWidth, FormModal, TextInput, serverMessage, useFormState } from 'shared/ui';

export interface ResetPasswordModalProps {
  usuario: AdminUsuario;
  onClose: () => void;
  onSave: (password: string) => Promise<unknown>;
}

/** The shared rules, with this account's usuario (it may not be its password). */
const validatorFor =
  (usuario: string) =>
  ({ password }: { password: string }) => {
    const problem = passwordProblem(password, 'reset', usuario);
    return problem ? { password: problem } : {};
  };

/** "Cambiar Contraseña" of another user (Reset Pass): one field; the user's open sessions end when it is saved. */
export function ResetPasswordModal({ usuario, onClose, onSave }: ResetPasswordModalProps) {
  const form = useFormState({ password: '' }, validatorFor(usuario.usuario), {
    errorText: (error) => serverMessage(error, 'Error al cambiar la contraseña'),
    fieldOf: () => 'password',
  });
  return (
    <FormModal title="Cambiar Contraseña" submitLabel="Cambiar Contraseña" form={form} onSave={({ password }) => onSave(password)} onClose={onClose}>
      <FullWidth>
        <TextInput
          label={`Nueva contraseña de ${usuario.usuario}`}
          type="password"
          required
          autoComplete="new-password"
          placeholder="Mínimo 6 caracteres"
          hint="Se cerrarán las sesiones abiertas de este usuario."
          {...form.field('password')}
        />
      </FullWidth>
    </FormModal>
  );
}
