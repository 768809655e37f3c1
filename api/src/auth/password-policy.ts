import { brokenPasswordRule, type PasswordPurpose } from '../contracts';
import { badRequest, type HttpError } from '../http/errors';

/** Error code of each rule (stable on the wire). */
const RULE_CODES = { required: 'password_requerida', tooShort: 'password_muy_corta' } as const;

/**
 * THE server check of a new password, used by user creation, password reset and change-password.
 * It applies the shared rules (shared/contracts/password-rules.ts, which the three forms run too, so they show
 * the same message) and is the place for rules only the server can check (a word list, the account's own
 * usuario): add them after the shared ones, each with its code and Spanish message.
 *
 * Returns a 400 naming the first broken rule, or null when the password is acceptable.
 */
export function passwordPolicyError(password: string | null | undefined, purpose: PasswordPurpose): HttpError | null {
  const broken = brokenPasswordRule(password, purpose);
  if (broken) return badRequest(RULE_CODES[broken.rule], broken.message);
  return null;
}

/** Throws passwordPolicyError's 400 when the password breaks a rule. */
export function assertPasswordAllowed(password: string | null | undefined, purpose: PasswordPurpose): asserts password is string {
  const error = passwordPolicyError(password, purpose);
  if (error) throw error;
}
