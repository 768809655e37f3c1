import { MIN_PASSWORD_LENGTH } from 'shared/contracts';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordValues, string>>;

export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'La contraseña actual es requerida',
  newRequired: 'La nueva contraseña es requerida',
  newTooShort: `La nueva contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`,
  confirmRequired: 'Debes confirmar la nueva contraseña',
  mismatch: 'Las contraseñas no coinciden',
  sameAsCurrent: 'La nueva contraseña debe ser diferente a la actual',
  currentIncorrect: 'La contraseña actual es incorrecta',
  genericError: 'Error al cambiar la contraseña',
  success: 'Contraseña cambiada exitosamente',
} as const;

/** Client validation of /change-password (docs/product-spec.md §5), one message per field; empty object when valid. */
export function validateChangePassword({ currentPassword, newPassword, confirmPassword }: ChangePasswordValues): ChangePasswordErrors {
  const m = CHANGE_PASSWORD_MESSAGES;
  const errors: ChangePasswordErrors = {};
  if (!currentPassword) errors.currentPassword = m.currentRequired;
  if (!newPassword) errors.newPassword = m.newRequired;
  else if (newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = m.newTooShort;
  else if (currentPassword && newPassword === currentPassword) errors.newPassword = m.sameAsCurrent;
  if (!confirmPassword) errors.confirmPassword = m.confirmRequired;
  else if (newPassword !== confirmPassword) errors.confirmPassword = m.mismatch;
  return errors;
}
