import { readFailure } from '@/lib/server-message';

export const VERIFY_EMAIL_TEXT = 'Please verify your email before logging in';

/** The 'Login failed' toast text (spec-accounts-admin §8); `needsVerification` adds the Resend action. */
export function loginErrorText(error: unknown): { text: string; needsVerification: boolean } {
  const { message } = readFailure(error);
  if (/verify your email/i.test(message)) return { text: VERIFY_EMAIL_TEXT, needsVerification: true };
  if (/unauthorized|401/i.test(message)) return { text: 'Invalid email or password', needsVerification: false };
  return { text: message || 'Invalid email or password', needsVerification: false };
}

/** The 'Registration failed' toast text (spec-accounts-admin §8). */
export function registerErrorText(error: unknown): string {
  const { message, status } = readFailure(error);
  if (/already exists/i.test(message)) return 'An account with this email already exists';
  if (status === 401 || /unauthorized|401/i.test(message)) return 'Registration failed. Please try again.';
  return message || 'An error occurred during registration';
}
