/** A non-OK response, with the status kept so callers can branch (e.g. 402 = no credits). */
export class ApiError extends Error {
  readonly status: number;
  /** The response body text (or status text when the body was empty). */
  readonly body: string;

  constructor(status: number, message: string, body: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The user-facing message for a failed response (spec-core §8, rules 1–4). */
export function errorMessageFor(status: number, body: string): string {
  if (status === 401) {
    return mentionsEmailVerification(body)
      ? 'Please verify your email before logging in'
      : 'Invalid email or password';
  }
  if (status === 400 && body.toLowerCase().includes('already exists')) {
    return 'An account with this email already exists';
  }
  return `${status}: ${body}`;
}

function mentionsEmailVerification(body: string): boolean {
  const text = body.toLowerCase();
  return text.includes('verif') && text.includes('email');
}
