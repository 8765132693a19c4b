import { AppError } from '../../errors.ts';

// What the account routes say. The client matches 'already exists' and 'verify your email'
// (spec-core §8), so those two texts must keep those words.

export const MESSAGES = {
  registered: 'Please check your email to verify your account.',
  emailVerified: 'Email verified successfully! You can now log in.',
  alreadyVerified: 'Your email is already verified. You can sign in.',
  verificationResent: 'If an account with this email is waiting for verification, a new verification link is on its way.',
  loggedOut: 'Logged out successfully',
  resetRequested: 'If an account exists for this email, a password reset link is on its way.',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
  passwordChanged: 'Your password has been changed.',
} as const;

export const duplicateEmail = () => new AppError(400, 'An account with this email already exists', 'email_taken');
export const invalidCredentials = () => new AppError(401, 'Invalid email or password', 'invalid_credentials');
export const emailNotVerified = () =>
  new AppError(401, 'Please verify your email before logging in', 'email_not_verified');
export const accountSuspended = () =>
  new AppError(403, 'This account has been suspended. Please contact support.', 'account_suspended');
export const badVerificationLink = () =>
  new AppError(400, 'This verification link is invalid or has expired.', 'invalid_token');
export const badResetLink = () => new AppError(400, 'This password reset link is invalid or has expired.', 'invalid_token');
export const wrongCurrentPassword = () => new AppError(400, 'Current password is incorrect', 'wrong_password');
export const samePassword = () =>
  new AppError(400, 'Your new password must be different from your current password.', 'same_password');
