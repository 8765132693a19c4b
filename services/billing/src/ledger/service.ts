import type { Kysely, Transaction } from 'kysely';
import type { CreditBalance, ConsumeCreditResponse, RefundCreditResponse } from '@doco/contracts';
import type { CreditKind, Database } from '@doco/db';
import { conflict } from '../errors.ts';
import { createLedgerRepository as repo, type Bucket, type NewEntry } from './repository.ts';

export class NoCreditsError extends Error {
  override name = 'NoCreditsError';
  constructor() {
    super('No credits available. Choose a subscription plan or pay-as-you-go to continue.');
  }
}
export class UnknownUserError extends Error {
  override name = 'UnknownUserError';
}

// Among credits with the same expiry, spend the free one first and bought ones last.
const PRIORITY: Record<CreditKind, number> = { free: 0, admin: 1, subscription: 2, payg: 3 };

/** Spending order: the credit that expires soonest first; credits that never expire last. */
const spendOrder = (a: Bucket, b: Bucket) => {
  const ea = a.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const eb = b.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  return ea - eb || PRIORITY[a.kind] - PRIORITY[b.kind];
};

/** The credit that expires soonest is taken first; credits that never expire come last. */
export function pickBucket(buckets: Bucket[]): Bucket | undefined {
  return [...buckets].sort(spendOrder)[0];
}

const FOREIGN_KEY_VIOLATION = '23503';
const isUnknownUser = (error: unknown) => (error as { code?: string }).code === FOREIGN_KEY_VIOLATION;

export const keys = {
  signup: (userId: string) => `signup:${userId}`,
  consume: (analysisId: string) => `consume:${analysisId}`,
  refund: (analysisId: string) => `refund:${analysisId}`,
  /** An administrator's adjustment (one per request id). */
  adjust: (requestId: string) => `adjust:${requestId}`,
  /** Credits of a payment taken back after one refund or dispute (`reversal`: `refund:{id}` or `dispute:{id}`), once each. */
  revoke: (paymentId: string, reversal: string) => `revoke:${paymentId}:${reversal}`,
  /** Credits bought by a payment: keyed by its PaymentIntent, else (an invoice paid without one) its invoice. */
  payment: (payment: { stripePaymentIntentId: string | null; stripeInvoiceId: string | null; id: string }) =>
    payment.stripePaymentIntentId
      ? `payment:${payment.stripePaymentIntentId}`
      : payment.stripeInvoiceId
        ? `invoice:${payment.stripeInvoiceId}`
        : `payment-row:${payment.id}`,
};

/**
 * The credit ledger's rules. Every write is an append with a unique idempotency key inside a
 * transaction holding the user's advisory lock, so a credit is never lost or spent twice.
 */
export function createLedger(
  db: Kysely<Database>,
  clock: () => Date = () => new Date(),
  counters?: { credits: { inc(labels: { event: string }): void } },
  /** Told after a write to the user's ledger has committed (gateways drop their cached balance). */
  changed: (userId: string) => void = () => {},
) {
  // Users whose sign-up credit this process has already seen granted: the credits poll (every 10 s
  // per open dashboard) then costs no write. The insert is idempotent, so a restart only re-checks.
  const granted = new Set<string>();

  /** The one free credit every account starts with, granted on first use of the ledger. */
  async function grantSignupCredit(userId: string) {
    if (granted.has(userId)) return;
    try {
      if (await repo(db).insert({ userId, kind: 'free', delta: 1, expiresAt: null, idempotencyKey: keys.signup(userId), reason: 'free trial' })) changed(userId);
      if (granted.size > 100_000) granted.clear();
      granted.add(userId);
    } catch (error) {
      if (isUnknownUser(error)) throw new UnknownUserError(`No user ${userId}`);
      throw error;
    }
  }

  return {
    grantSignupCredit,

    async consume(userId: string, analysisId: string): Promise<ConsumeCreditResponse> {
      await grantSignupCredit(userId);
      const result = await db.transaction().execute(async (tx): Promise<ConsumeCreditResponse> => {
        await repo(tx).lockUser(userId);
        const previous = await repo(tx).findByKey(keys.consume(analysisId));
        if (previous) return { outcome: 'already', kind: previous.kind };
        const bucket = pickBucket(await repo(tx).buckets(userId, clock()));
        if (!bucket) throw new NoCreditsError();
        await repo(tx).insert({
          userId,
          kind: bucket.kind,
          delta: -1,
          expiresAt: bucket.expiresAt,
          idempotencyKey: keys.consume(analysisId),
          analysisId,
          reason: 'analysis',
        });
        return { outcome: 'consumed', kind: bucket.kind };
      });
      if (result.outcome === 'consumed') {
        counters?.credits.inc({ event: 'consumed' });
        changed(userId);
      }
      return result;
    },

    /** Gives back the credit an analysis took (same kind and expiry), at most once. */
    async refund(analysisId: string, reason: string): Promise<RefundCreditResponse> {
      const consumed = await repo(db).findByKey(keys.consume(analysisId));
      if (!consumed) return { outcome: 'nothing-to-refund' };
      const result = await db.transaction().execute(async (tx): Promise<RefundCreditResponse> => {
        await repo(tx).lockUser(consumed.userId);
        const inserted = await repo(tx).insert({
          userId: consumed.userId,
          kind: consumed.kind,
          delta: 1,
          expiresAt: consumed.expiresAt ? new Date(consumed.expiresAt) : null,
          idempotencyKey: keys.refund(analysisId),
          analysisId,
          reason: reason.slice(0, 500),
        });
        return { outcome: inserted ? 'refunded' : 'already' };
      });
      if (result.outcome === 'refunded') {
        counters?.credits.inc({ event: 'refunded' });
        changed(consumed.userId);
      }
      return result;
    },

    /**
     * Grants credits once per idempotency key, under the user's lock; `alsoInTransaction` commits
     * with it (e.g. marking the payment succeeded). Returns the credits standing under the key, so a
     * repeated grant reports what the first one added.
     */
    async grant(
      entry: NewEntry,
      alsoInTransaction?: (tx: Transaction<Database>) => Promise<void>,
    ): Promise<{ inserted: boolean; credits: number }> {
      if (entry.delta <= 0) throw new Error('a grant adds credits');
      const result = await db.transaction().execute(async (tx) => {
        await repo(tx).lockUser(entry.userId);
        const inserted = await repo(tx).insert(entry);
        const standing = await repo(tx).findByKey(entry.idempotencyKey);
        if (!standing || standing.userId !== entry.userId) throw new Error(`ledger key ${entry.idempotencyKey} belongs to someone else`);
        await alsoInTransaction?.(tx);
        return { inserted, credits: standing.delta };
      });
      if (result.inserted) changed(entry.userId);
      return result;
    },

    /**
     * Takes back unspent credits a payment bought after one refund or dispute (`reversal`, its key),
     * once per reversal: so that in all, with what earlier reversals took, at most `share` of them
     * are gone (a refund: the share of the payment refunded so far; a dispute: 1, what is left).
     * Credits already spent stay spent. Returns how many were taken back now (0 on a repeat or when
     * nothing is left).
     */
    async revokePurchase(paymentId: string, reversal: string, reason: string, share = 1): Promise<number> {
      const granted = await db
        .selectFrom('creditLedger')
        .selectAll()
        .where('paymentId', '=', paymentId)
        .where('delta', '>', 0)
        .executeTakeFirst();
      if (!granted) return 0;
      const taken = await db.transaction().execute(async (tx) => {
        await repo(tx).lockUser(granted.userId);
        if (await repo(tx).findByKey(keys.revoke(paymentId, reversal))) return 0;
        const revokedBefore = await repo(tx).revokedForPayment(paymentId);
        const expiresAt = granted.expiresAt ? new Date(granted.expiresAt) : null;
        // What is left of the bucket these credits went into (gone once it has expired).
        const bucket = (await repo(tx).buckets(granted.userId, clock())).find(
          (b) => b.kind === granted.kind && (b.expiresAt?.getTime() ?? null) === (expiresAt?.getTime() ?? null),
        );
        const due = Math.ceil(granted.delta * Math.min(1, Math.max(0, share))) - revokedBefore;
        const take = Math.min(bucket?.remaining ?? 0, due);
        if (take <= 0) return 0;
        await repo(tx).insert({
          userId: granted.userId,
          kind: granted.kind,
          delta: -take,
          expiresAt,
          idempotencyKey: keys.revoke(paymentId, reversal),
          paymentId,
          reason: reason.slice(0, 500),
        });
        return take;
      });
      if (taken > 0) changed(granted.userId);
      return taken;
    },

    /**
     * An administrator sets the user's total to `target`: the difference is granted as `admin`
     * credits (no expiry) or taken from the buckets in the order they would be spent. One ledger
     * row per bucket touched, each with the reason and the admin; `requestId` makes a retry a no-op.
     */
    async setBalance(input: { userId: string; target: number; reason: string; adminId: string; requestId: string; expectedBefore?: number | undefined }): Promise<{ before: number; after: number }> {
      await grantSignupCredit(input.userId);
      const result = await db.transaction().execute(async (tx) => {
        await repo(tx).lockUser(input.userId);
        const buckets = (await repo(tx).buckets(input.userId, clock())).sort(spendOrder);
        const before = buckets.reduce((total, b) => total + b.remaining, 0);
        // The dialog showed the result from the balance it read; another change since would make that untrue.
        if (input.expectedBefore !== undefined && input.expectedBefore !== before) {
          throw conflict(`The balance is now ${before} ${before === 1 ? 'credit' : 'credits'}, not ${input.expectedBefore}: nothing was changed. Check the preview and try again.`, 'balance_changed');
        }
        const reason = `admin ${input.adminId}: ${input.reason}`.slice(0, 500);
        if (input.target > before) {
          await repo(tx).insert({ userId: input.userId, kind: 'admin', delta: input.target - before, expiresAt: null, idempotencyKey: keys.adjust(input.requestId), reason });
        } else {
          let remove = before - input.target;
          for (const [i, bucket] of buckets.entries()) {
            if (remove <= 0) break;
            const take = Math.min(bucket.remaining, remove);
            await repo(tx).insert({ userId: input.userId, kind: bucket.kind, delta: -take, expiresAt: bucket.expiresAt, idempotencyKey: `${keys.adjust(input.requestId)}:${i}`, reason });
            remove -= take;
          }
        }
        return { before, after: input.target };
      });
      changed(input.userId);
      return result;
    },

    /** What Purchase History needs to tell Active from Used and Expired (purchase-state.ts). */
    async purchaseLedger(userId: string, paymentIds: string[]) {
      const [buckets, purchases] = await Promise.all([repo(db).bucketTotals(userId), repo(db).purchaseCredits(paymentIds)]);
      return { buckets, purchases, now: clock() };
    },

    /** How many credits were taken back after a payment's refunds and disputes, in all (0 when none). */
    async revokedFor(paymentId: string): Promise<number> {
      return repo(db).revokedForPayment(paymentId);
    },

    /** When the soonest of the user's unspent credits expires (null when none expire). */
    async expiresNext(userId: string): Promise<Date | null> {
      const soonest = (await repo(db).buckets(userId, clock())).map((b) => b.expiresAt?.getTime() ?? Infinity).reduce((a, b) => Math.min(a, b), Infinity);
      return Number.isFinite(soonest) ? new Date(soonest) : null;
    },

    /** Remaining credits by kind, derived from the ledger (no counter that can drift). */
    async balance(userId: string): Promise<CreditBalance> {
      await grantSignupCredit(userId);
      const buckets = await repo(db).buckets(userId, clock());
      const sum = (kinds: CreditKind[]) =>
        buckets.filter((b) => kinds.includes(b.kind)).reduce((total, b) => total + b.remaining, 0);
      const free = sum(['free']);
      const payg = sum(['payg']);
      const subscriptionOnly = sum(['subscription', 'admin']);
      return {
        freeCreditsRemaining: free,
        subscriptionCreditsRemaining: subscriptionOnly + payg,
        subscriptionOnlyCreditsRemaining: subscriptionOnly,
        paygCreditsRemaining: payg,
        totalCreditsRemaining: free + payg + subscriptionOnly,
      };
    },
  };
}
export type Ledger = ReturnType<typeof createLedger>;
