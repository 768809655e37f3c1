import { PASSWORD_MESSAGES, passwordProblem } from 'shared/contracts';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordValues, string>>;

export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'La contraseña actual es requerida',
  newRequired: PASSWORD_MESSAGES.change.required,
  newTooShort: PASSWORD_MESSAGES.change.tooShort,
  confirmRequired: 'Debes confirmar la nueva contraseña',
  mismatch: 'Las contraseñas no coinciden',
  sameAsCurrent: 'La nueva contraseña debe ser diferente a la actual',
  currentIncorrect: 'La contraseña actual es incorrecta',
  genericError: 'Error al cambiar la contraseña',
  success: 'Contraseña cambiada exitosamente',
} as const;

/**
 * Client validation of /change-password (docs/product-spec.md §5), one message per field; empty object when valid.
 * `usuario` is the signed-in account's (the new password may not be it).
 */
export function validateChangePassword(
  { currentPassword, newPassword, confirmPassword }: ChangePasswordValues,
  usuario?: string,
): ChangePasswordErrors {
  const m = CHANGE_PASSWORD_MESSAGES;
  const errors: ChangePasswordErrors = {};
  if (!currentPassword) errors.currentPassword = m.currentRequired;
  // The product's password rules (shared with the API and the other password forms).
  const problem = passwordProblem(newPassword, 'change', usuario);
  if (problem) errors.newPassword = problem;
  else if (currentPassword && newPassword === currentPassword) errors.newPassword = m.sameAsCurrent;
  if (!confirmPassword) errors.confirmPassword = m.confirmRequired;
  else if (newPassword !== confirmPassword) errors.confirmPassword = m.mismatch;
  return errors;
}
