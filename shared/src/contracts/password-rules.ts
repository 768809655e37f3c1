import { MIN_PASSWORD_LENGTH } from './api-types';

/**
 * The product's password rules, shared by the three forms that set a password (new user, reset by an
 * administrator, "Cambiar mi Contraseña") and by the API (api/src/auth/password-policy.ts runs these first,
 * then its server-only checks). Pure and dependency-free, so every front end can bundle it.
 *
 * Each form keeps the spec's own wording; that is why the messages depend on where the password is set.
 */
export type PasswordPurpose = 'create' | 'reset' | 'change';

export const PASSWORD_MESSAGES = {
  create: {
    required: 'Contraseña requerida para nuevos usuarios',
    tooShort: `Contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`,
  },
  reset: {
    // Spec: "a non-blank value of at least 6 characters" has one message.
    required: `Contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`,
    tooShort: `Contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`,
  },
  change: {
    required: 'La nueva contraseña es requerida',
    tooShort: `La nueva contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`,
  },
} as const satisfies Record<PasswordPurpose, { required: string; tooShort: string }>;

/** Characters as a person counts them (code points, not UTF-16 units). */
const length = (text: string) => [...text].length;

export type PasswordRule = keyof (typeof PASSWORD_MESSAGES)[PasswordPurpose];

/**
 * The first rule `password` breaks (and its message), or null when it is acceptable.
 * A password made only of spaces counts as missing. Passwords are never trimmed: spaces inside are kept.
 */
export function brokenPasswordRule(
  password: string | null | undefined,
  purpose: PasswordPurpose,
): { rule: PasswordRule; message: string } | null {
  const m = PASSWORD_MESSAGES[purpose];
  if (!password || password.trim() === '') return { rule: 'required', message: m.required };
  if (length(password) < MIN_PASSWORD_LENGTH) return { rule: 'tooShort', message: m.tooShort };
  return null;
}

/**
 * The message of the first rule `password` breaks, or null (what a form shows under the field).
 *
 * @example
 * passwordProblem('abc', 'reset') // 'Contraseña debe tener al menos 6 caracteres'
 */
export function passwordProblem(password: string | null | undefined, purpose: PasswordPurpose): string | null {
  return brokenPasswordRule(password, purpose)?.message ?? null;
}
