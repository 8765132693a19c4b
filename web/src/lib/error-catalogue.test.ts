import { UPLOAD_REFUSALS } from '@doco/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import {
  TEXTS,
  analysisLoadErrorMessage,
  errorMessageFor,
  isInvalidLinkError,
  isNoCreditsError,
  loginErrorText,
  registerErrorText,
  retryAnalysisLoad,
  uploadErrorText,
} from './error-catalogue.ts';

const ANALYSIS_LOAD_FAILED_TEXT = TEXTS.analysisLoadFailed;
const ANALYSIS_NOT_FOUND_TEXT = TEXTS.analysisNotFound;

const apiError = (status: number, body: string) => new ApiError(status, `${status}: ${body}`, body);
const json = (message: string, code?: string) => JSON.stringify({ message, code });

describe('loginErrorText (spec-accounts-admin §8)', () => {
  it.each([
    ['a message about verifying the email', apiError(401, json('Please verify your email before logging in', 'email_not_verified')), 'Please verify your email before logging in', true],
    ['a message naming Unauthorized', apiError(401, json('Unauthorized')), 'Invalid email or password', false],
    ['a message naming 401', new Error('401: Unauthorized'), 'Invalid email or password', false],
    ['any other server message, as is', apiError(403, json('This account has been suspended. Please contact support.')), 'This account has been suspended. Please contact support.', false],
    ['a plain text body, as is', apiError(429, 'Too many attempts'), 'Too many attempts', false],
    ['no message at all', new Error(''), 'Invalid email or password', false],
    ['something that is not an error', 'nope', 'Invalid email or password', false],
  ])('%s', (_label, error, text, needsVerification) => {
    expect(loginErrorText(error)).toEqual({ text, needsVerification });
  });
});

describe('registerErrorText (spec-accounts-admin §8)', () => {
  it.each([
    ['a duplicate email', apiError(400, json('An account with this email already exists', 'email_taken')), 'An account with this email already exists'],
    ['a duplicate in other words', new Error('User already exists'), 'An account with this email already exists'],
    ['a 401', apiError(401, json('Session expired')), 'Registration failed. Please try again.'],
    ['a message naming Unauthorized', new Error('Unauthorized'), 'Registration failed. Please try again.'],
    ['any other server message, as is', apiError(400, json('Password must be at least 8 characters')), 'Password must be at least 8 characters'],
    ['no message at all', new Error(''), 'An error occurred during registration'],
  ])('%s', (_label, error, text) => {
    expect(registerErrorText(error)).toBe(text);
  });
});

describe('analysis load errors (spec-core §8)', () => {
  it('maps text containing 404 to the not-found message', () => {
    expect(analysisLoadErrorMessage(new ApiError(404, '404: {"message":"No analysis found"}', ''))).toBe(ANALYSIS_NOT_FOUND_TEXT);
    expect(analysisLoadErrorMessage(new Error('404: Not found'))).toBe(
      'No analysis found for this document. Please run a new analysis.',
    );
  });

  it('maps anything else to the generic message', () => {
    expect(analysisLoadErrorMessage(new ApiError(500, '500: boom', 'boom'))).toBe(ANALYSIS_LOAD_FAILED_TEXT);
    expect(analysisLoadErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to load analysis results. Please try again.');
  });

  it('never retries a 404, and retries anything else up to 3 times', () => {
    const notFound = new ApiError(404, '404: x', 'x');
    const serverError = new ApiError(500, '500: x', 'x');
    expect(retryAnalysisLoad(0, notFound)).toBe(false);
    expect(retryAnalysisLoad(0, serverError)).toBe(true);
    expect(retryAnalysisLoad(2, serverError)).toBe(true);
    expect(retryAnalysisLoad(3, serverError)).toBe(false);
  });
});

describe('the shared response check (spec-core §8)', () => {
  it.each([
    [401, '{"message":"Please verify your email before logging in","code":"email_not_verified"}', 'Please verify your email before logging in'],
    [401, '{"message":"Unauthorized","code":"unauthorized"}', 'Invalid email or password'],
    [400, '{"message":"An account with this email already exists","code":"email_taken"}', 'An account with this email already exists'],
    [500, 'boom', '500: boom'],
  ])('%i %s', (status, body, text) => {
    expect(errorMessageFor(status, body)).toBe(text);
  });
});

describe('decisions by code', () => {
  it('knows a refused start for want of credits by its code, its status, or (spec) text containing 402', () => {
    expect(isNoCreditsError(new ApiError(402, '402: x', JSON.stringify({ message: 'No credits', code: 'no_credits' })))).toBe(true);
    expect(isNoCreditsError(new ApiError(409, '409: x', JSON.stringify({ message: 'You have no credits left.', code: 'no_credits' })))).toBe(true);
    expect(isNoCreditsError(new Error('402: Payment Required'))).toBe(true);
    expect(isNoCreditsError(new ApiError(500, '500: x', JSON.stringify({ message: 'Billing failed', code: 'billing_error' })))).toBe(false);
  });

  it('knows a used or expired link by its code only, whatever the wording', () => {
    expect(isInvalidLinkError(new ApiError(400, '400: x', JSON.stringify({ message: 'Ce lien a expiré.', code: 'invalid_token' })))).toBe(true);
    expect(isInvalidLinkError(new ApiError(400, '400: x', JSON.stringify({ message: 'This link is invalid or has expired.' })))).toBe(false);
    expect(isInvalidLinkError(new ApiError(400, '400: x', JSON.stringify({ message: 'x', code: 'made_up_code' })))).toBe(false);
  });

  it('shows the verification text for the email_not_verified code in any wording', () => {
    const error = new ApiError(401, '401: x', JSON.stringify({ message: 'Confirm your address first.', code: 'email_not_verified' }));
    expect(loginErrorText(error)).toEqual({ text: TEXTS.verifyEmail, needsVerification: true });
  });
});

describe('uploadErrorText (issue 27: every refused upload says why)', () => {
  it.each([
    ['a damaged PDF, in the server words', apiError(400, json(UPLOAD_REFUSALS.damagedPdf, 'damaged_file')), UPLOAD_REFUSALS.damagedPdf],
    ['a password-protected PDF', apiError(400, json(UPLOAD_REFUSALS.passwordPdf, 'password_protected')), UPLOAD_REFUSALS.passwordPdf],
    ['a type refusal with no message', apiError(400, JSON.stringify({ code: 'unsupported_file' })), UPLOAD_REFUSALS.type],
    ['a size refusal with no message', apiError(413, JSON.stringify({ code: 'too_large' })), UPLOAD_REFUSALS.tooLarge],
    ['anything else from the server', apiError(429, json('Too many uploads. Try again in an hour.', 'rate_limited')), 'Too many uploads. Try again in an hour.'],
    ['a network failure', new TypeError('Failed to fetch'), 'Please try again.'],
  ])('%s', (_label, error, text) => {
    expect(uploadErrorText(error)).toBe(text);
  });
});
