import { brokenPasswordRule, PASSWORD_RULE_MESSAGES, type PasswordPurpose } from 'shared/contracts';
import { badRequest, type HttpError } from '../http/errors';
import { isCommonPassword } from './common-passwords';

/** Error code of each rule (stable on the wire). */
const RULE_CODES = {
  required: 'password_requerida',
  onlySpaces: 'password_solo_espacios',
  tooShort: 'password_muy_corta',
  sameAsUsuario: 'password_igual_usuario',
  common: 'password_comun',
} as const;

export interface PasswordCheck {
  purpose: PasswordPurpose;
  /** The usuario of the account the password is for (it may not be the password). */
  usuario?: string | null;
  /** The body field that holds the password (sent as `campo`, so the form shows the message under it). */
  field: string;
}

/**
 * THE server check of a new password, used by user creation, password reset and change-password
 * (docs/decisions/password-rules.md). It applies the shared rules (shared/contracts/password-rules.ts, which
 * the three forms run too, so they show the same message), then the word lists only the server holds.
 *
 * Returns a 400 naming the first broken rule, or null when the password is acceptable.
 */
async function passwordPolicyError(password: string | null | undefined, check: PasswordCheck): Promise<HttpError | null> {
  const broken = brokenPasswordRule(password, check.purpose, check.usuario);
  if (broken) return badRequest(RULE_CODES[broken.rule], broken.message, check.field);
  if (password && (await isCommonPassword(password))) return badRequest(RULE_CODES.common, PASSWORD_RULE_MESSAGES.common, check.field);
  return null;
}

/** Throws passwordPolicyError's 400 when the password breaks a rule. */
export async function assertPasswordAllowed(password: string | null | undefined, check: PasswordCheck): Promise<string> {
  const error = await passwordPolicyError(password, check);
  if (error) throw error;
  return password as string;
}
