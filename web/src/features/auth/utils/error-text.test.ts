import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { loginErrorText, registerErrorText } from './error-text.ts';

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
