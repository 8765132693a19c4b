import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { readFailure, serverMessageOr } from './server-message.ts';

describe('readFailure', () => {
  it('reads message and code from a JSON error body', () => {
    const error = new ApiError(400, '400: ...', '{"message":"This password reset link is invalid or has expired.","code":"invalid_token"}');
    expect(readFailure(error)).toEqual({
      status: 400,
      message: 'This password reset link is invalid or has expired.',
      code: 'invalid_token',
    });
  });

  it('uses a text body as it is', () => {
    expect(readFailure(new ApiError(502, '502: Bad Gateway', 'Bad Gateway')).message).toBe('Bad Gateway');
  });

  it('gives no message for an empty body', () => {
    expect(readFailure(new ApiError(500, '500: ', '')).message).toBe('');
  });

  it("keeps a network error's own message, without a status", () => {
    expect(readFailure(new TypeError('Failed to fetch'))).toEqual({ status: undefined, message: 'Failed to fetch', code: undefined });
  });
});

describe('serverMessageOr', () => {
  it("prefers the server's message", () => {
    expect(serverMessageOr(new ApiError(400, 'x', '{"message":"Current password is incorrect"}'), 'fallback')).toBe(
      'Current password is incorrect',
    );
  });

  it('falls back for an empty body and for network failures', () => {
    expect(serverMessageOr(new ApiError(500, '500: ', ''), 'fallback')).toBe('fallback');
    expect(serverMessageOr(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });
});
