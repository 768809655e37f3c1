import { MIN_PASSWORD_LENGTH } from './api-types';
import { isBlankText } from './text-rules';

/**
 * The product's password rules, shared by the three forms that set a password (new user, reset by an
 * administrator, "Cambiar mi Contraseña") and by the API (api/src/platform/auth/password-policy.ts runs these first,
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

/**
 * Rules with one wording wherever the password is set (issue 12). `common` is checked by the server only
 * (api/src/platform/auth/password-policy.ts, against maintained word lists too large to ship to a browser); the forms
 * show its message under the password field when the API answers it.
 */
export const PASSWORD_RULE_MESSAGES = {
  onlySpaces: 'La contraseña no puede ser solo espacios',
  sameAsUsuario: 'La contraseña no puede ser igual al nombre de usuario',
  common: 'Esa contraseña es de las más usadas y fácil de adivinar; elige otra',
} as const;

/**
 * Characters as a person counts them: code points (not UTF-16 units) of the NFC form, the form the API hashes
 * (docs/decisions/password-rules.md), so "n" + combining tilde counts once, like "ñ".
 */
const length = (text: string) => [...text.normalize('NFC')].length;

/** How passwords and names are compared for the "same as" and word-list rules: case and accents ignored. */
export const comparablePassword = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

export type PasswordRule = keyof (typeof PASSWORD_MESSAGES)[PasswordPurpose] | Exclude<keyof typeof PASSWORD_RULE_MESSAGES, 'common'>;

/**
 * The first rule `password` breaks (and its message), or null when the browser finds nothing wrong.
 * Empty is missing; only spaces (or invisible characters such as zero-width spaces: text-rules.ts), too short,
 * or the account's own usuario (case and accents ignored) are refused.
 * Passwords are never trimmed: spaces inside and around are kept.
 */
export function brokenPasswordRule(
  password: string | null | undefined,
  purpose: PasswordPurpose,
  usuario?: string | null,
): { rule: PasswordRule; message: string } | null {
  const m = PASSWORD_MESSAGES[purpose];
  if (!password) return { rule: 'required', message: m.required };
  if (isBlankText(password)) return { rule: 'onlySpaces', message: PASSWORD_RULE_MESSAGES.onlySpaces };
  if (length(password) < MIN_PASSWORD_LENGTH) return { rule: 'tooShort', message: m.tooShort };
  if (usuario && usuario.trim() && comparablePassword(password) === comparablePassword(usuario)) {
    return { rule: 'sameAsUsuario', message: PASSWORD_RULE_MESSAGES.sameAsUsuario };
  }
  return null;
}

/**
 * The message of the first rule `password` breaks, or null (what a form shows under the field).
 *
 * @example
 * passwordProblem('abc', 'reset') // 'Contraseña debe tener al menos 6 caracteres'
 * passwordProblem('Maria.Lopez', 'create', 'maria.lópez') // 'La contraseña no puede ser igual al nombre de usuario'
 */
export function passwordProblem(password: string | null | undefined, purpose: PasswordPurpose, usuario?: string | null): string | null {
  return brokenPasswordRule(password, purpose, usuario)?.message ?? null;
}
