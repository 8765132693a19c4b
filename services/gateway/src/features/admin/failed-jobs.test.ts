import { describe, expect, it } from 'vitest';
import { failedForGood, retryVerdict } from './failed-jobs.ts';

describe('retryVerdict: Retry is offered only for failures a retry can fix', () => {
  it.each([
    ['a mail that failed on a network error', { name: 'send-email', permanent: false }, true],
    ['a mail whose data was bad (failed for good)', { name: 'send-email', permanent: true }, false],
    ['an analysis still waiting after its attempts ran out', { name: 'analyse-document', permanent: false, analysisStatus: 'processing' }, true],
    ['an analysis the worker could not read (failed for good)', { name: 'analyse-document', permanent: true, analysisStatus: 'failed' }, false],
    ['an analysis already marked failed and refunded', { name: 'analyse-document', permanent: false, analysisStatus: 'failed' }, false],
    ['an analysis that completed since', { name: 'analyse-document', permanent: false, analysisStatus: 'completed' }, false],
    ['an analysis whose document was deleted', { name: 'analyse-document', permanent: false, analysisStatus: null }, false],
    ['a report render of a completed analysis', { name: 'render-report', permanent: false, analysisStatus: 'completed' }, true],
    ['a report render of an analysis that is not complete', { name: 'render-report', permanent: false, analysisStatus: 'failed' }, false],
  ])('%s', (_label, facts, retryable) => {
    const verdict = retryVerdict(facts);
    expect(verdict.retryable).toBe(retryable);
    // Whenever Retry is not offered, the operator is told why.
    expect(verdict.whyNot === null).toBe(retryable);
  });
});

describe('failedForGood', () => {
  it('reads an UnrecoverableError in the last trace, or attempts left unused, as permanent', () => {
    expect(failedForGood({ stacktrace: ['UnrecoverableError: bad template data\n    at …'], attemptsMade: 1, opts: { attempts: 1 } })).toBe(true);
    expect(failedForGood({ stacktrace: ['Error: boom'], attemptsMade: 1, opts: { attempts: 3 } })).toBe(true);
    expect(failedForGood({ stacktrace: ['Error: timeout', 'Error: timeout', 'Error: ECONNRESET'], attemptsMade: 3, opts: { attempts: 3 } })).toBe(false);
  });
});
