import { z } from 'zod';

// Request and response bodies of /api/auth/* (spec-accounts-admin §3, §5, §7). The messages are the
// spec's exact texts, so the server answers with what the client would have shown. The server is
// the stricter reader: every new password follows the one rule set (8 characters, not a common one).

import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_SHORT, passwordProblem } from '../passwords/rules.ts';

/** A valid email address, trimmed and lower-cased (accounts are unique case-insensitively). */
export const emailAddress = (message = 'Invalid email address') =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(254, message)
    .pipe(z.email({ error: message }));

/** A new password: the shared rules (passwords/rules.ts), with the first broken rule's message. */
export const newPassword = z.string({ error: PASSWORD_TOO_SHORT }).superRefine((password, ctx) => {
  const problem = passwordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/**
 * Bot-detection fields sent by the register and contact forms: the honeypot `website` (always empty
 * for a person) and when the form was opened and submitted (epoch ms, or an ISO string).
 */
const formTime = z.union([z.number(), z.string().max(40)]).optional();
export const botCheckFields = {
  website: z.string().max(500).optional(),
  /** From GET /api/auth/form-token when the form opened: the start time, signed by the server. */
  formToken: z.string().max(200).optional(),
  formStartTime: formTime,
  formSubmitTime: formTime,
  timeSpentOnForm: z.number().optional(),
};
export const botCheck = z.object(botCheckFields);

export const formTokenResponse = z.object({ formToken: z.string() });
export type FormTokenResponse = z.infer<typeof formTokenResponse>;
export type BotCheck = z.infer<typeof botCheck>;

const personName = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, 'Name is too long');

export const registerRequest = z.object({
  firstName: personName('First name is required'),
  lastName: personName('Last name is required'),
  email: emailAddress(),
  password: newPassword,
  ...botCheckFields,
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z.object({
  email: emailAddress(),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, 'Invalid email or password'),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const verifyEmailQuery = z.object({
  token: z.string({ error: 'Invalid verification link' }).min(1, 'Invalid verification link').max(200, 'Invalid verification link'),
});
export type VerifyEmailQuery = z.infer<typeof verifyEmailQuery>;

/** A verification link's answer: `alreadyVerified` when the link was used before (a second click, issue 27). */
export const verifyEmailResponse = z.object({ message: z.string(), alreadyVerified: z.boolean() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponse>;

export const resendVerificationRequest = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(emailAddress()),
});
export type ResendVerificationRequest = z.infer<typeof resendVerificationRequest>;

export const forgotPasswordRequest = z.object({
  email: emailAddress(),
  /** Sent by the client, unused (spec §7). */
  captchaToken: z.string().max(4000).optional(),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export const resetPasswordRequest = z.object({
  token: z
    .string({ error: 'This password reset link is invalid or has expired.' })
    .min(1, 'This password reset link is invalid or has expired.')
    .max(200, 'This password reset link is invalid or has expired.'),
  newPassword,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const changePasswordRequest = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX_LENGTH, 'Current password is incorrect'),
  newPassword,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** The body of every auth answer that is not the user record. */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
