import { describe, expect, it } from 'vitest';
import { analysisView, isInProgress } from './analysis-status.ts';

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
