import { ApiError } from '@/lib/api-client';

// spec-core §8: analysis load errors.
export const ANALYSIS_NOT_FOUND_TEXT = 'No analysis found for this document. Please run a new analysis.';
export const ANALYSIS_LOAD_FAILED_TEXT = 'Failed to load analysis results. Please try again.';
export const ANALYSIS_FAILED_TEXT = 'We encountered an error while analyzing your document.';
/** Retries after the first failure, except for a 404. */
export const ANALYSIS_MAX_RETRIES = 3;

/** "Text containing 404" (the error message is "404: body"); the status is checked as well. */
export function isNotFoundError(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 404) return true;
  return error instanceof Error && error.message.includes('404');
}

export function analysisLoadErrorMessage(error: unknown): string {
  return isNotFoundError(error) ? ANALYSIS_NOT_FOUND_TEXT : ANALYSIS_LOAD_FAILED_TEXT;
}

/** react-query `retry`: never on 404, otherwise up to 3 times. */
export function retryAnalysisLoad(failureCount: number, error: unknown): boolean {
  return !isNotFoundError(error) && failureCount < ANALYSIS_MAX_RETRIES;
}
