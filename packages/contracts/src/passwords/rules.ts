import { COMMON_PASSWORDS_TEXT } from './common-passwords.ts';

// The one rule set for a new password (issue 27): register, reset and change password, and the
// admin-made ones, are checked by the same rules, on the server (contracts `newPassword`) and in the
// checklist the web shows as the buyer types. Length and a list of common passwords, as NIST SP
// 800-63B advises, rather than composition rules.

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it is no denial of service. */
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters';
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less common password.';

let common: Set<string> | undefined;
/** True when the password (case-insensitively) is one of the 1000 most common of 8+ characters. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean));
  return common.has(password.toLowerCase());
}

export interface PasswordRule {
  id: 'length' | 'not-common';
  /** The checklist's line, as the buyer reads it. */
  label: string;
  /** The server's message when the rule is broken. */
  message: string;
  met(password: string): boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: 'At least 8 characters', message: PASSWORD_TOO_SHORT, met: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'not-common', label: 'Not a commonly used password', message: COMMON_PASSWORD_MESSAGE, met: (p) => p.length > 0 && !isCommonPassword(p) },
];

/** The message of the first rule a password breaks, or null when it meets them all. */
export function passwordProblem(password: string): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  return PASSWORD_RULES.find((rule) => !rule.met(password))?.message ?? null;
}
