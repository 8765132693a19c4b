import { type ErrorCode, UPLOAD_REFUSALS } from '@doco/contracts';
import { ApiError } from './api-error.ts';
import { readFailure, serverMessageOr } from './server-message.ts';

// Every error text the web shows, and the one place that decides which (issue 16). Decisions go by the
// server's `code` (the contracts' enum) and the HTTP status. Text is matched only where the spec
// prescribes it (spec-core §8, spec-accounts-admin §8): those rules are kept word for word and
// marked "spec:" below, so an older or proxied server message still gets the right text.

export const TEXTS = {
  invalidCredentials: 'Invalid email or password',
  verifyEmail: 'Please verify your email before logging in',
  emailTaken: 'An account with this email already exists',
  registrationFailed: 'Registration failed. Please try again.',
  registrationDefault: 'An error occurred during registration',
  noCredits: 'No credits available. Choose a subscription plan or pay-as-you-go to continue.',
  analysisNotFound: 'No analysis found for this document. Please run a new analysis.',
  analysisLoadFailed: 'Failed to load analysis results. Please try again.',
  analysisFailed: 'We encountered an error while analysing your document.',
} as const;

/** Retries of an analysis load after the first failure, except for a 404. */
export const ANALYSIS_MAX_RETRIES = 3;

const hasCode = (error: unknown, code: ErrorCode) => readFailure(error).code === code;
const textOf = (error: unknown) => (error instanceof Error ? error.message : '');

/** spec-core §8, the shared response check: the message an ApiError carries for a failed response. */
export function errorMessageFor(status: number, body: string): string {
  if (status === 401) {
    // spec: "401 whose body mentions verifying the email".
    const text = body.toLowerCase();
    return text.includes('verif') && text.includes('email') ? TEXTS.verifyEmail : TEXTS.invalidCredentials;
  }
  // spec: "400 whose body contains 'already exists'".
  if (status === 400 && body.toLowerCase().includes('already exists')) return TEXTS.emailTaken;
  return `${status}: ${body}`;
}

/** A start refused for want of credits: code no_credits, a 402, or (spec) error text containing 402. */
export function isNoCreditsError(error: unknown): boolean {
  if (hasCode(error, 'no_credits')) return true;
  if (error instanceof ApiError && error.status === 402) return true;
  return textOf(error).includes('402');
}

/** An analysis that does not exist for this user: code not_found, a 404, or (spec) text containing 404. */
export function isNotFoundError(error: unknown): boolean {
  if (hasCode(error, 'not_found')) return true;
  if (error instanceof ApiError && error.status === 404) return true;
  return textOf(error).includes('404');
}

export function analysisLoadErrorMessage(error: unknown): string {
  return isNotFoundError(error) ? TEXTS.analysisNotFound : TEXTS.analysisLoadFailed;
}

/** react-query `retry` for an analysis load: never on 404, otherwise up to 3 times. */
export function retryAnalysisLoad(failureCount: number, error: unknown): boolean {
  return !isNotFoundError(error) && failureCount < ANALYSIS_MAX_RETRIES;
}

/** The 'Login failed' toast text; `needsVerification` adds the Resend action. */
export function loginErrorText(error: unknown): { text: string; needsVerification: boolean } {
  const { message, code } = readFailure(error);
  // spec: "a message containing 'verify your email'".
  if (code === 'email_not_verified' || /verify your email/i.test(message)) return { text: TEXTS.verifyEmail, needsVerification: true };
  // spec: "a message containing Unauthorized or 401".
  if (code === 'invalid_credentials' || /unauthorized|401/i.test(message)) return { text: TEXTS.invalidCredentials, needsVerification: false };
  return { text: message || TEXTS.invalidCredentials, needsVerification: false };
}

/** The 'Registration failed' toast text. */
export function registerErrorText(error: unknown): string {
  const { message, status, code } = readFailure(error);
  // spec: "message containing 'already exists'".
  if (code === 'email_taken' || /already exists/i.test(message)) return TEXTS.emailTaken;
  // spec: "401 or Unauthorized".
  if (status === 401 || /unauthorized|401/i.test(message)) return TEXTS.registrationFailed;
  return message || TEXTS.registrationDefault;
}

/** A password-reset or verification link the server refused as used or expired. */
export function isInvalidLinkError(error: unknown): boolean {
  return hasCode(error, 'invalid_token');
}

/** Codes of an upload the gateway refused for the file itself: its message says why, in the product's words. */
const UPLOAD_REFUSAL_TEXTS: Partial<Record<ErrorCode, string>> = {
  unsupported_file: UPLOAD_REFUSALS.type,
  empty_file: UPLOAD_REFUSALS.empty,
  damaged_file: UPLOAD_REFUSALS.damagedPdf,
  password_protected: UPLOAD_REFUSALS.passwordPdf,
  photo_too_large: UPLOAD_REFUSALS.photoTooLarge,
  too_large: UPLOAD_REFUSALS.tooLarge,
  one_file: UPLOAD_REFUSALS.oneFile,
  too_many_files: UPLOAD_REFUSALS.tooManyFiles,
  pack_too_large: UPLOAD_REFUSALS.packTooLarge,
};

/**
 * Why an upload failed (issue 27: every refused file is told why). A refusal of the file itself shows the
 * gateway's message (it names the kind: a damaged PDF, photo or Word file), else the code's own text;
 * anything else the server's message, or spec-core §8's default 'Upload failed' detail.
 */
export function uploadErrorText(error: unknown): string {
  const { code, message } = readFailure(error);
  const known = code ? UPLOAD_REFUSAL_TEXTS[code] : undefined;
  // A body without a message reads back as its raw text: then the code's own text.
  if (known) return message && !message.startsWith('{') ? message : known;
  return serverMessageOr(error, 'Please try again.');
}
