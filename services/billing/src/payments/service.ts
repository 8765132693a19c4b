import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import {
  PAYG_QUANTITY_MESSAGE,
  formatAud,
  type AllocateCreditsResponse,
  type InvoiceData,
  type PaygPurchaseResponse,
  type PaymentHistoryItem,
} from '@doco/contracts';
import type { Database, Payment } from '@doco/db';
import type { Customers } from '../customers/service.ts';
import { MESSAGES, badRequest, conflict, notFound } from '../errors.ts';
import { keys, type Ledger } from '../ledger/service.ts';
import { PLANS, isValidPaygQuantity, paygTotal, planDisplayName } from '../plans/plans.ts';
import type { PaymentProvider, ProviderIntent, ProviderInvoice } from '../providers/types.ts';
import { createSubscriptionsRepository as subscriptions } from '../subscriptions/repository.ts';
import { createPaymentsRepository as repo } from './repository.ts';
import { purchaseStates } from './purchase-state.ts';


export interface PaymentsDeps {
  db: Kysely<Database>;
  provider: PaymentProvider;
  ledger: Ledger;
  customers: Customers;
  /** Re-reads a subscription from the provider after one of its invoices changed (subscriptions service). */
  syncSubscription(providerSubscriptionId: string): Promise<unknown>;
  /** Mails the receipt of a credited payment (once per payment, whoever credits it). */
  onCredited?(payment: Payment): Promise<void>;
  /** Mails the buyer that a payment's money went back (once per payment). */
  onRefunded?(payment: Payment): Promise<void>;
  /** Counts a payment's outcome (succeeded, failed, refunded, disputed) once it is known. */
  onOutcome?(outcome: string): void;
  log: FastifyBaseLogger;
}

/** How a provider event names its payment. */
type PaymentRef = { paymentIntentId?: string | null; invoiceId?: string | null };
type Reversed = { paymentId: string; creditsRemoved: number };

/** Money that went back (or is contested) never counts as paid again, whoever asks to credit it. */
const REVERSED_STATUSES: ReadonlySet<string> = new Set(['refunded', 'disputed']);

/**
 * Payments and the credits they buy. Credits come only from what billing recorded when the payment
 * was created (quantity, plan, amount) after the provider confirms that exact amount succeeded;
 * nothing the client sends decides them. Every grant is keyed by its PaymentIntent, so the client's
 * allocation call, Stripe's webhook and any retry of either add the credits once between them.
 */
export function createPayments(deps: PaymentsDeps) {
  const { db, provider, ledger, customers, log } = deps;

  async function paymentOf(found: PaymentRef) {
    const payment =
      (found.paymentIntentId ? await repo(db).findByIntent(found.paymentIntentId) : undefined) ??
      (found.invoiceId ? await repo(db).findByInvoice(found.invoiceId) : undefined);
    return payment && payment.provider === provider.name ? payment : undefined;
  }

  /** Records a refund (with the total refunded so far) or dispute on the payment row and in the metrics. */
  async function settle(payment: Payment, outcome: 'refunded' | 'disputed', creditsRemoved: number, amountRefunded = 0): Promise<Reversed> {
    await repo(db).setStatus(payment.id, outcome);
    if (outcome === 'refunded') {
      await repo(db).recordRefund(payment.id, amountRefunded);
      await deps.onRefunded?.(payment);
    }
    deps.onOutcome?.(outcome);
    log.info({ paymentId: payment.id, outcome, creditsRemoved }, 'payment reversed; unspent credits removed');
    return { paymentId: payment.id, creditsRemoved };
  }

  /** Why this intent does not pay for this payment, or null when it does. */
  async function mismatch(payment: Payment, intent: ProviderIntent): Promise<string | null> {
    if (intent.amount !== payment.amount) return `amount ${intent.amount} != recorded ${payment.amount}`;
    if (intent.currency !== payment.currency) return `currency ${intent.currency} != recorded ${payment.currency}`;
    if (payment.type === 'payg_credits') {
      if (intent.metadata.userId !== payment.userId) return 'intent metadata names another user';
      if (intent.metadata.quantity !== String(payment.credits)) return 'intent quantity differs from the recorded one';
      return null;
    }
    const sub = payment.stripeSubscriptionId ? await subscriptions(db).findByProviderId(payment.stripeSubscriptionId) : undefined;
    if (!sub || sub.userId !== payment.userId) return 'subscription is not the payer’s';
    if (intent.customerId !== sub.providerCustomerId) return 'intent belongs to another customer';
    return null;
  }

  /** Adds the payment's credits once (payg never expire; a subscription period's expire at its end). */
  async function credit(payment: Payment, invoice?: ProviderInvoice | null): Promise<number> {
    if (payment.credits === null || payment.credits <= 0) throw new Error(`payment ${payment.id} records no credits`);
    if (REVERSED_STATUSES.has(payment.status)) {
      log.warn({ paymentId: payment.id, status: payment.status }, 'payment was refunded or disputed; not credited');
      return 0;
    }
    const userId = payment.userId;
    if (userId === null) return 0; // its user was deleted: nobody to credit
    let expiresAt: Date | null = null;
    if (payment.type === 'subscription_payment') {
      const paid = invoice ?? (payment.stripeInvoiceId ? await provider.retrieveInvoice(payment.stripeInvoiceId) : null);
      if (!paid?.periodEnd) throw new Error(`payment ${payment.id} has no invoice period`);
      expiresAt = paid.periodEnd;
    }
    const { inserted, credits } = await ledger.grant(
      {
        userId,
        kind: payment.type === 'payg_credits' ? 'payg' : 'subscription',
        delta: payment.credits,
        expiresAt,
        idempotencyKey: keys.payment(payment),
        paymentId: payment.id,
        reason: payment.description ?? payment.type,
      },
      (tx) => repo(tx).markSucceeded(payment.id),
    );
    if (inserted) {
      log.info({ paymentId: payment.id, userId: payment.userId, credits }, 'credits granted');
      deps.onOutcome?.('succeeded');
    }
    await deps.onCredited?.(payment);
    return credits;
  }

  return {
    credit,

    /** POST /api/payment/payg and /api/stripe/create-payg-subscription: the amount is ours, from the tiers. */
    async createPayg(userId: string, quantity: number, claimedAmount?: number): Promise<PaygPurchaseResponse> {
      if (!isValidPaygQuantity(quantity)) throw badRequest(PAYG_QUANTITY_MESSAGE, 'invalid_quantity');
      const amount = paygTotal(quantity);
      if (claimedAmount !== undefined && claimedAmount !== amount) {
        throw badRequest(
          `The price of ${quantity} ${quantity === 1 ? 'analysis' : 'analyses'} is ${formatAud(amount)}. Please refresh and try again.`,
          'amount_mismatch',
        );
      }
      const customerId = await customers.ensure(userId);
      const metadata = { userId, type: 'payg_credits', quantity: String(quantity) };
      const description = `${quantity} pay-as-you-go ${quantity === 1 ? 'credit' : 'credits'}`;
      const intent = await provider.createPaymentIntent({ amount, customerId, description, metadata });
      if (!intent.clientSecret) throw new Error('the provider returned no client secret');
      await repo(db).insert({
        userId,
        provider: provider.name,
        stripePaymentIntentId: intent.id,
        amount,
        currency: 'aud',
        type: 'payg_credits',
        status: 'pending',
        description,
        credits: quantity,
        metadata: { quantity: String(quantity), unitPrice: amount / quantity },
      });
      return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount, currency: 'aud', metadata, quantity };
    },

    /**
     * POST /api/stripe/allocate-credits-automatically. Trusts nothing from the client: the intent must
     * be one we recorded for this user, and the provider must say it succeeded for the recorded amount.
     */
    async allocate(userId: string, paymentIntentId: string): Promise<AllocateCreditsResponse> {
      const payment = await repo(db).findByIntent(paymentIntentId);
      if (!payment || payment.userId !== userId || payment.provider !== provider.name) {
        throw notFound(MESSAGES.paymentNotFound, 'payment_not_found');
      }
      // Its money went back: allocating again must neither credit it nor call it succeeded.
      if (REVERSED_STATUSES.has(payment.status)) throw conflict(MESSAGES.paymentReversed, 'payment_reversed');
      const intent = await provider.retrievePaymentIntent(paymentIntentId);
      if (!intent) throw notFound(MESSAGES.paymentNotFound, 'payment_not_found');
      if (intent.status !== 'succeeded') throw conflict(MESSAGES.paymentNotSucceeded, 'payment_not_succeeded');
      const problem = await mismatch(payment, intent);
      if (problem) {
        log.warn({ paymentId: payment.id, paymentIntentId, problem }, 'payment does not match its intent; no credits');
        throw conflict(MESSAGES.amountMismatch, 'payment_mismatch');
      }
      const creditsAdded = await credit(payment);
      if (payment.stripeSubscriptionId) await deps.syncSubscription(payment.stripeSubscriptionId);
      return { creditsAdded };
    },

    /** Webhook payment_intent.succeeded: credits a payment we created (subscription renewals go by invoice.paid). */
    async onIntentSucceeded(paymentIntentId: string) {
      const payment = await repo(db).findByIntent(paymentIntentId);
      if (!payment || payment.provider !== provider.name) return;
      const intent = await provider.retrievePaymentIntent(paymentIntentId);
      if (intent?.status !== 'succeeded') return;
      const problem = await mismatch(payment, intent);
      if (problem) {
        log.warn({ paymentId: payment.id, paymentIntentId, problem }, 'payment does not match its intent; no credits');
        return;
      }
      await credit(payment);
      if (payment.stripeSubscriptionId) await deps.syncSubscription(payment.stripeSubscriptionId);
    },

    /** Webhook invoice.paid: the first payment or a renewal of a subscription; a renewal gets its own payments row. */
    async onInvoicePaid(invoiceId: string) {
      const invoice = await provider.retrieveInvoice(invoiceId);
      if (!invoice?.subscriptionId || invoice.status !== 'paid') return;
      const sub = await subscriptions(db).findByProviderId(invoice.subscriptionId);
      if (!sub) return;
      // A renewal after a plan switch bills (and so grants) the new plan, whatever order the events came in.
      const plan = invoice.plan ?? sub.plan;
      const payment =
        (await repo(db).findByInvoice(invoice.id)) ??
        (await repo(db).insertForInvoice({
          userId: sub.userId,
          provider: provider.name,
          stripePaymentIntentId: invoice.paymentIntentId,
          stripeSubscriptionId: sub.providerSubscriptionId,
          stripeInvoiceId: invoice.id,
          amount: invoice.amountPaid,
          currency: invoice.currency,
          type: 'subscription_payment',
          status: 'pending',
          description: `${planDisplayName(plan)} plan renewal`,
          credits: PLANS[plan].credits,
          plan,
        }));
      if (invoice.amountPaid !== payment.amount || payment.userId !== sub.userId) {
        log.warn({ paymentId: payment.id, invoiceId, amountPaid: invoice.amountPaid }, 'invoice does not match its payment; no credits');
        return;
      }
      await credit(payment, invoice);
      await deps.syncSubscription(sub.providerSubscriptionId);
    },

    /** Webhook invoice.payment_failed: records the failure (no credits) and the subscription's new state. */
    async onInvoiceFailed(invoiceId: string) {
      const invoice = await provider.retrieveInvoice(invoiceId);
      if (!invoice?.subscriptionId) return;
      const sub = await subscriptions(db).findByProviderId(invoice.subscriptionId);
      if (!sub) return;
      const payment = await repo(db).findByInvoice(invoice.id);
      if (payment) {
        if (payment.status === 'pending') {
          await repo(db).setStatus(payment.id, 'failed');
          deps.onOutcome?.('failed');
        }
      } else {
        await repo(db).insertForInvoice({
          userId: sub.userId,
          provider: provider.name,
          stripePaymentIntentId: invoice.paymentIntentId,
          stripeSubscriptionId: sub.providerSubscriptionId,
          stripeInvoiceId: invoice.id,
          amount: invoice.amountDue,
          currency: invoice.currency,
          type: 'subscription_payment',
          status: 'failed',
          description: `${planDisplayName(invoice.plan ?? sub.plan)} plan renewal`,
          credits: PLANS[invoice.plan ?? sub.plan].credits,
          plan: invoice.plan ?? sub.plan,
        });
      }
      await deps.syncSubscription(sub.providerSubscriptionId);
    },

    /**
     * A payment's money went back, in part or in full (charge.refunded, or an admin refund): each
     * refund the provider lists for it takes back its share of the credits the payment bought that
     * are still unspent, once per refund id, so a second partial refund takes its share too and a
     * redelivered or replayed event takes nothing more. `charge` is the event's view, used only when
     * the provider lists no refund (a payment without a PaymentIntent): its refunded total keys it.
     */
    async refunded(found: PaymentRef, charge?: { chargeId: string | null; amount: number; amountRefunded: number }): Promise<Reversed | null> {
      const payment = await paymentOf(found);
      if (!payment) return null;
      const refunds = payment.stripePaymentIntentId ? await provider.listRefunds(payment.stripePaymentIntentId) : [];
      const total = charge && charge.amount > 0 ? charge.amount : payment.amount;
      let refundedSoFar = 0;
      const reversals = refunds.map((refund) => ({ key: `refund:${refund.id}`, refundedSoFar: (refundedSoFar += refund.amount) }));
      if (reversals.length === 0 && charge && charge.amountRefunded > 0) {
        reversals.push({ key: `refund:${charge.chargeId ?? 'charge'}@${charge.amountRefunded}`, refundedSoFar: charge.amountRefunded });
      }
      if (reversals.length === 0) return null;
      let creditsRemoved = 0;
      for (const reversal of reversals) {
        creditsRemoved += await ledger.revokePurchase(payment.id, reversal.key, 'payment refunded', total > 0 ? reversal.refundedSoFar / total : 1);
      }
      return settle(payment, 'refunded', creditsRemoved, Math.min(total, reversals.at(-1)?.refundedSoFar ?? 0));
    },

    /** A payment's charge is disputed (charge.dispute.created): whatever its credits left unspent goes, once per dispute. */
    async disputed(found: PaymentRef, disputeId: string): Promise<Reversed | null> {
      const payment = await paymentOf(found);
      if (!payment) return null;
      return settle(payment, 'disputed', await ledger.revokePurchase(payment.id, `dispute:${disputeId}`, 'payment disputed', 1));
    },

    /**
     * An administrator refunds what is left of a succeeded payment at the provider; the credits it
     * bought that are still unspent go (the same reversal as the charge.refunded webhook, keyed by
     * the refund's id, so whichever runs first takes them and the other nothing).
     */
    async adminRefund(paymentId: string): Promise<{ creditsRemoved: number }> {
      const payment = await repo(db).findById(paymentId);
      if (!payment || payment.provider !== provider.name) throw notFound(MESSAGES.paymentNotFound, 'payment_not_found');
      if (payment.status !== 'succeeded' || !payment.stripePaymentIntentId) throw conflict('Only a succeeded card payment can be refunded.', 'not_refundable');
      await provider.refundPayment(payment.stripePaymentIntentId);
      await this.refunded({ paymentIntentId: payment.stripePaymentIntentId });
      return { creditsRemoved: await ledger.revokedFor(payment.id) };
    },

    /** A succeeded payment's tax invoice, for its own user only (null otherwise). */
    async invoice(userId: string, paymentId: string): Promise<InvoiceData | null> {
      const row = await repo(db).invoiceOf(userId, paymentId);
      if (!row?.invoiceNumber || !row.invoicedAt) return null;
      const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;
      return {
        paymentId: row.id,
        invoiceNumber: `DOCO-${row.invoiceNumber}`,
        issuedAt: row.invoicedAt.toISOString(),
        buyer: { name, email: row.email },
        lines: [{ description: row.description ?? (row.type === 'payg_credits' ? 'Pay-as-you-go analysis credits' : 'Subscription'), quantity: 1, amount: row.amount }],
        total: row.amount,
        gst: Math.round(row.amount / 11),
        currency: row.currency,
      };
    },

    /** The admin portal's money figures, from the payments themselves (never from analytics events). */
    revenue: (since: Date | null) => repo(db).revenue(since),

    /** GET /api/payments/history: purchases that went through, newest first; a refunded one stays, marked so. */
    async history(userId: string): Promise<PaymentHistoryItem[]> {
      const rows = await repo(db).purchasesOfUser(userId);
      const ledgered = await ledger.purchaseLedger(userId, rows.map((row) => row.id));
      const byPayment = new Map(ledgered.purchases.map((p) => [p.paymentId, p]));
      const states = purchaseStates(
        rows.map((row) => {
          const granted = byPayment.get(row.id);
          return {
            paymentId: row.id,
            status: row.status,
            createdAt: row.createdAt,
            bucket: granted ? { kind: granted.kind, expiresAt: granted.expiresAt } : null,
            net: granted?.net ?? 0,
          };
        }),
        ledgered.buckets,
        ledgered.now,
      );
      return rows.map((row) => ({
        id: row.id,
        planName: row.type === 'payg_credits' ? 'Pay-as-you-go' : planDisplayName(row.plan),
        purchaseDate: row.createdAt.toISOString(),
        credits: row.credits ?? 0,
        amount: row.amount,
        type: row.type,
        currency: row.currency,
        state: states.get(row.id)?.state ?? 'used',
        creditsLeft: states.get(row.id)?.creditsLeft ?? 0,
        amountRefunded: row.amountRefunded,
        refundedAt: row.refundedAt ? row.refundedAt.toISOString() : null,
      }));
    },
  };
}
export type Payments = ReturnType<typeof createPayments>;
