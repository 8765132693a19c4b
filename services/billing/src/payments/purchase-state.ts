import type { CreditKind } from '@doco/db';

/** How a purchase row reads in Purchase History (issue 27). */
export type PurchaseState = 'active' | 'used' | 'expired' | 'refunded';

export interface PurchaseCredits {
  paymentId: string;
  status: string;
  createdAt: Date;
  /** The ledger bucket its credits went into (kind and expiry), or null when none were granted. */
  bucket: { kind: CreditKind; expiresAt: Date | null } | null;
  /** What it granted, less what a refund or dispute took back. */
  net: number;
}

export interface BucketTotal {
  kind: CreditKind;
  expiresAt: Date | null;
  /** Everything in the bucket now: grants, spends, refunds of spends, revocations (expired buckets too). */
  remaining: number;
}

const bucketKey = (b: { kind: CreditKind; expiresAt: Date | null }) => `${b.kind}@${b.expiresAt?.getTime() ?? 'never'}`;

/**
 * Which purchases still hold credits. The ledger spends a bucket (one kind, one expiry), not a
 * purchase, so within a bucket the oldest purchase counts as spent first (pay-as-you-go bundles
 * share the never-expiring bucket): what the bucket has left belongs to its newest purchases.
 * A refunded or disputed payment reads Refunded whatever is left; one whose period ended with
 * credits unspent reads Expired.
 */
export function purchaseStates(purchases: PurchaseCredits[], buckets: BucketTotal[], now: Date): Map<string, { state: PurchaseState; creditsLeft: number }> {
  const left = new Map(buckets.map((b) => [bucketKey(b), Math.max(0, b.remaining)]));
  const out = new Map<string, { state: PurchaseState; creditsLeft: number }>();
  const newestFirst = [...purchases].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  for (const p of newestFirst) {
    if (p.status === 'refunded' || p.status === 'disputed') {
      out.set(p.paymentId, { state: 'refunded', creditsLeft: 0 });
      continue;
    }
    const key = p.bucket ? bucketKey(p.bucket) : null;
    const available = key ? (left.get(key) ?? 0) : 0;
    const mine = Math.min(available, Math.max(0, p.net));
    if (key) left.set(key, available - mine);
    const expired = p.bucket?.expiresAt ? p.bucket.expiresAt.getTime() <= now.getTime() : false;
    out.set(p.paymentId, { state: mine === 0 ? 'used' : expired ? 'expired' : 'active', creditsLeft: expired ? 0 : mine });
  }
  return out;
}
