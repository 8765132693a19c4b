import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  ANALYSIS_LOAD_FAILED_TEXT,
  ANALYSIS_NOT_FOUND_TEXT,
  analysisLoadErrorMessage,
  retryAnalysisLoad,
} from './analysis-errors.ts';
import { analysisView, isInProgress } from './analysis-status.ts';

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

describe('analysis status (spec-core §4)', () => {
  it('polls only pending and processing', () => {
    expect(isInProgress('pending')).toBe(true);
    expect(isInProgress('processing')).toBe(true);
    expect(isInProgress('completed')).toBe(false);
    expect(isInProgress('failed')).toBe(false);
  });

  it('treats any unknown status as completed', () => {
    expect(analysisView({ status: 'processing', stage: 'ocr' })).toBe('processing');
    expect(analysisView({ status: 'pending', stage: 'queued' })).toBe('processing');
    expect(analysisView({ status: 'pending', stage: null })).toBe('not-started');
    expect(analysisView({ status: 'failed', stage: 'extracting' })).toBe('failed');
    expect(analysisView({ status: 'completed', stage: 'done' })).toBe('completed');
    expect(analysisView({ status: 'archived' as never, stage: null })).toBe('completed');
  });
});
