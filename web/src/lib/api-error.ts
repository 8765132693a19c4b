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
