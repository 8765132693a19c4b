import { describe, expect, it } from 'vitest';
import { JOB_NAMES, JOB_PAYLOADS, QUEUES, sendEmailJob, analyseDocumentJob } from './index.ts';

describe('job contracts', () => {
  it('gives every job name of every queue a payload schema', () => {
    for (const queue of Object.values(QUEUES)) {
      for (const name of JOB_NAMES[queue]) expect(JOB_PAYLOADS).toHaveProperty(name);
    }
  });

  it('refuses an analysis job without a uuid', () => {
    expect(analyseDocumentJob.safeParse({ analysisId: '42' }).success).toBe(false);
    expect(analyseDocumentJob.safeParse({ analysisId: '0b0a1d7e-54c4-4a7c-9a3e-1b1d5d3a2f10' }).success).toBe(true);
  });

  it('refuses an email job with an unknown template or a bad address', () => {
    const base = { emailId: 'e1', to: 'a@b.co', data: {} };
    expect(sendEmailJob.safeParse({ ...base, template: 'verify-email' }).success).toBe(true);
    expect(sendEmailJob.safeParse({ ...base, template: 'spam' }).success).toBe(false);
    expect(sendEmailJob.safeParse({ ...base, template: 'verify-email', to: 'nope' }).success).toBe(false);
  });
});
