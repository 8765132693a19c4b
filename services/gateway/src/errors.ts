import type { ErrorCode } from '@doco/contracts';

/** The gateway's one error type: an HTTP status and a message that is safe to show the user. */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly code: ErrorCode | undefined;
  constructor(statusCode: number, message: string, code?: ErrorCode) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
  }
}

export const notFound = (what = 'Not found') => new AppError(404, what, 'not_found');
export const badRequest = (message: string) => new AppError(400, message, 'bad_request');
