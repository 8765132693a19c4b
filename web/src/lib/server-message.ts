import { type ErrorCode, errorCode } from '@doco/contracts';
import { ApiError } from './api-error.ts';

/** What the server said about a failed call: the `message` (and `code`) of its JSON error body. */
export type ServerFailure = {
  status: number | undefined;
  /** The server's JSON message, else the raw body (or status text); a non-API error's own message; '' when none. */
  message: string;
  /** The server's code when it is one of the contracts' (an unknown one reads as none). */
  code: ErrorCode | undefined;
};

/**
 * Reads an error thrown by apiRequest/apiJson (or fetch itself). Error bodies are
 * `{ message, code? }` (contracts errorBody); a non-JSON body is used as it is.
 */
export function readFailure(error: unknown): ServerFailure {
  if (error instanceof ApiError) {
    const parsed = parseBody(error.body);
    return {
      status: error.status,
      message: parsed.message ?? error.body.trim(),
      code: parsed.code,
    };
  }
  if (error instanceof Error) return { status: undefined, message: error.message, code: undefined };
  return { status: undefined, message: '', code: undefined };
}

/** The server's message when there is one, else `fallback` (network failures included). */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return readFailure(error).message || fallback;
}

function parseBody(body: string): { message?: string; code?: ErrorCode } {
  try {
    const data: unknown = JSON.parse(body);
    if (data && typeof data === 'object') {
      const { message, code } = data as Record<string, unknown>;
      return {
        message: typeof message === 'string' && message ? message : undefined,
        code: errorCode.safeParse(code).data,
      };
    }
  } catch {
    // not JSON: the caller uses the text as it is
  }
  return {};
}
