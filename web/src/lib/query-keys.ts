// The query keys of the API resources that more than one feature reads or refreshes; a feature's own
// resources have their factory in the feature (ADMIN_KEYS, SUBSCRIPTION_KEYS). A key is the API path in
// parts: the default fetcher joins them with '/' (spec-core §5), so a key is also where it is fetched.

/** The signed-in user's credits: polled by the dashboard's banner, refreshed after a payment. */
export const CREDITS_PATH = '/api/subscription/credits';

export const queryKeys = {
  authUser: ['/api/auth/user'] as const,
  credits: [CREDITS_PATH] as const,
  plans: ['/api/subscription/plans'] as const,
  paymentConfig: ['/api/payment/config'] as const,
  /** The signed-in user's documents with their latest analysis (the dashboard list). */
  documentList: ['/api/user/documents'] as const,
  /** Everything cached under one document or all of them (its analysis included): refresh or drop by prefix. */
  documents: ['/api/documents'] as const,
  document: (documentId: string) => ['/api/documents', documentId] as const,
  documentAnalysis: (documentId: string) => ['/api/documents', documentId, 'analysis'] as const,
};
