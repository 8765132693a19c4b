import { describe, expect, it } from 'vitest';
import { queryKeyToPath } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

// The default fetcher GETs the key's parts joined with '/': a key that drifted from its route would
// fetch the wrong URL, or a prefix refresh would miss the entries it means to refresh.
describe('shared query keys', () => {
  it('are the API paths the gateway serves', () => {
    expect(queryKeyToPath(queryKeys.authUser)).toBe('/api/auth/user');
    expect(queryKeyToPath(queryKeys.credits)).toBe('/api/subscription/credits');
    expect(queryKeyToPath(queryKeys.plans)).toBe('/api/subscription/plans');
    expect(queryKeyToPath(queryKeys.paymentConfig)).toBe('/api/payment/config');
    expect(queryKeyToPath(queryKeys.documentList)).toBe('/api/user/documents');
    expect(queryKeyToPath(queryKeys.documentAnalysis('d-1'))).toBe('/api/documents/d-1/analysis');
  });

  it('nest a document\'s analysis under the document and all documents, so one refresh reaches it', () => {
    const analysis = queryKeys.documentAnalysis('d-1');
    expect(analysis.slice(0, queryKeys.document('d-1').length)).toEqual([...queryKeys.document('d-1')]);
    expect(analysis.slice(0, queryKeys.documents.length)).toEqual([...queryKeys.documents]);
  });
});
