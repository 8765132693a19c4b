import { randomBytes } from 'node:crypto';
import type { SandboxConfirmResponse } from '@doco/contracts';
import type { JsonObject } from '@doco/db';
import { addMonths, createTestClock, type TestClock } from '../../clock.ts';
import { MESSAGES, notFound } from '../../errors.ts';
import { PLANS } from '../../plans/plans.ts';
import {
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderIntent,
  type ProviderInvoice,
  type ProviderSubscription,
} from '../types.ts';
import { checkCard } from './cards.ts';
import { loadState, saveState, type SandboxIntent, type SandboxInvoice, type SandboxSubscription } from './state.ts';

/** Stripe lets an incomplete subscription's first invoice wait 23 hours before it expires. */
const INCOMPLETE_EXPIRES_MS = 23 * 3600 * 1000;

export type SandboxEventHandler = (event: ProviderEvent) => Promise<void>;

export interface SandboxOptions {
  /** Where to keep the sandbox's records between restarts; in memory only when unset. */
  statePath?: string;
  /** Start the test clock here instead of now (tests). */
  start?: Date;
}

export interface CardConfirmation {
  /** The caller: the intent must belong to them (their customer). */
  userId: string;
  clientSecret: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

const id = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;
const customerOf = (userId: string) => `cus_sandbox_${userId}`;
const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * An offline stand-in for Stripe: the same provider interface, test cards instead of a card network,
 * a test clock that ends billing periods on demand, and events delivered in-process to `onEvent`
 * (awaited, so by the time a confirmation returns its webhooks have been handled).
 */
export function createSandboxProvider(options: SandboxOptions = {}) {
  const state = loadState(options.statePath);
  const clock: TestClock = options.start ? createTestClock({ start: options.start }) : createTestClock({ offsetMs: state.clockOffsetMs });
  let handler: SandboxEventHandler = async () => {};
  let held: ProviderEvent[] | null = null;
  const save = () => {
    state.clockOffsetMs = clock.offsetMs();
    saveState(options.statePath, state);
  };

  async function emit(type: string, object: { id: string } & object) {
    const event: ProviderEvent = {
      id: id('evt'),
      type,
      objectId: object.id,
      payload: { id: '', type, created: seconds(clock.now().getTime()), data: { object: object as unknown as JsonObject } },
    };
    event.payload.id = event.id;
    if (held) held.push(event);
    else await handler(event);
  }

  const toIntent = (intent: SandboxIntent): ProviderIntent => ({
    id: intent.id,
    clientSecret: intent.status === 'canceled' ? null : intent.clientSecret,
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    customerId: intent.customerId,
    metadata: { ...intent.metadata },
  });
  const toSubscription = (sub: SandboxSubscription): ProviderSubscription => ({
    id: sub.id,
    customerId: sub.customerId,
    status: sub.status,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    canceledAt: sub.canceledAt === null ? null : new Date(sub.canceledAt),
    currentPeriodStart: new Date(sub.periodStart),
    currentPeriodEnd: new Date(sub.periodEnd),
    plan: sub.plan,
  });
  const toInvoice = (invoice: SandboxInvoice): ProviderInvoice => ({
    id: invoice.id,
    subscriptionId: invoice.subscriptionId,
    customerId: invoice.customerId,
    status: invoice.status,
    amountDue: invoice.amountDue,
    amountPaid: invoice.amountPaid,
    currency: 'aud',
    paymentIntentId: invoice.intentId,
    periodStart: new Date(invoice.periodStart),
    periodEnd: new Date(invoice.periodEnd),
    plan: invoice.plan ?? state.subscriptions[invoice.subscriptionId]?.plan ?? null,
  });

  function newIntent(amount: number, customerId: string, metadata: Record<string, string>, invoiceId: string | null): SandboxIntent {
    const intentId = id('pi');
    const intent: SandboxIntent = {
      id: intentId,
      clientSecret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      amount,
      currency: 'aud',
      status: 'requires_payment_method',
      customerId,
      metadata,
      invoiceId,
      lastError: null,
    };
    state.intents[intentId] = intent;
    return intent;
  }

  function newInvoice(sub: SandboxSubscription, start: number, end: number): SandboxInvoice {
    const invoiceId = id('in');
    const intent = newIntent(PLANS[sub.plan].price, sub.customerId, {}, invoiceId);
    const invoice: SandboxInvoice = {
      id: invoiceId,
      subscriptionId: sub.id,
      customerId: sub.customerId,
      status: 'open',
      amountDue: PLANS[sub.plan].price,
      amountPaid: 0,
      intentId: intent.id,
      periodStart: start,
      periodEnd: end,
      plan: sub.plan,
    };
    state.invoices[invoiceId] = invoice;
    return invoice;
  }

  /** Marks an intent paid, with its invoice and subscription, and reports it as Stripe would. */
  async function succeed(intent: SandboxIntent, last4: string) {
    intent.status = 'succeeded';
    intent.lastError = null;
    const invoice = intent.invoiceId ? state.invoices[intent.invoiceId] : undefined;
    const sub = invoice ? state.subscriptions[invoice.subscriptionId] : undefined;
    if (invoice) {
      invoice.status = 'paid';
      invoice.amountPaid = invoice.amountDue;
    }
    if (sub) {
      sub.card = last4;
      if (sub.status === 'incomplete' || sub.status === 'past_due') sub.status = 'active';
    }
    save();
    await emit('payment_intent.succeeded', toIntent(intent));
    if (invoice) await emit('invoice.paid', toInvoice(invoice));
    if (sub) await emit('customer.subscription.updated', toSubscription(sub));
  }

  async function fail(intent: SandboxIntent, error: NonNullable<SandboxIntent['lastError']>) {
    intent.status = 'requires_payment_method';
    intent.lastError = error;
    save();
    await emit('payment_intent.payment_failed', toIntent(intent));
    const invoice = intent.invoiceId ? state.invoices[intent.invoiceId] : undefined;
    if (invoice) await emit('invoice.payment_failed', toInvoice(invoice));
  }

  /** Ends every period the clock has passed: renew (charging the saved card), or cancel, or expire. */
  async function rollPeriods(failRenewals: boolean) {
    const now = clock.now().getTime();
    for (const sub of Object.values(state.subscriptions)) {
      if (sub.status === 'incomplete' && now >= sub.createdAt + INCOMPLETE_EXPIRES_MS) {
        sub.status = 'incomplete_expired';
        for (const invoice of Object.values(state.invoices).filter((i) => i.subscriptionId === sub.id && i.status === 'open')) {
          invoice.status = 'void';
          const intent = state.intents[invoice.intentId];
          if (intent) intent.status = 'canceled';
        }
        save();
        await emit('customer.subscription.updated', toSubscription(sub));
        continue;
      }
      while ((sub.status === 'active' || sub.status === 'past_due') && now >= sub.periodEnd) {
        if (sub.cancelAtPeriodEnd || sub.status === 'past_due') {
          sub.status = 'canceled';
          sub.canceledAt ??= sub.periodEnd;
          save();
          await emit('customer.subscription.deleted', toSubscription(sub));
          break;
        }
        if (sub.scheduledPlan) {
          // The switch chosen during the last period takes effect now, as a Stripe schedule's next phase would.
          sub.plan = sub.scheduledPlan;
          sub.scheduledPlan = null;
          await emit('customer.subscription.updated', toSubscription(sub));
        }
        sub.periodStart = sub.periodEnd;
        sub.periodEnd = addMonths(new Date(sub.periodStart), PLANS[sub.plan].months).getTime();
        const invoice = newInvoice(sub, sub.periodStart, sub.periodEnd);
        const intent = state.intents[invoice.intentId]!;
        if (failRenewals || !sub.card) {
          sub.status = 'past_due';
          await fail(intent, { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' });
          await emit('customer.subscription.updated', toSubscription(sub));
          break;
        }
        await succeed(intent, sub.card);
      }
    }
    save();
  }

  const provider: PaymentProvider = {
    name: 'sandbox',

    async ensureCustomer(user) {
      return user.existingId ?? customerOf(user.id);
    },

    async createPaymentIntent({ amount, customerId, metadata }) {
      const intent = newIntent(amount, customerId, { ...metadata }, null);
      save();
      return toIntent(intent);
    },

    async retrievePaymentIntent(intentId) {
      const intent = state.intents[intentId];
      return intent ? toIntent(intent) : null;
    },

    async createSubscription({ customerId, plan }) {
      const now = clock.now().getTime();
      const sub: SandboxSubscription = {
        id: id('sub'),
        customerId,
        plan,
        status: 'incomplete',
        cancelAtPeriodEnd: false,
        canceledAt: null,
        periodStart: now,
        periodEnd: addMonths(new Date(now), PLANS[plan].months).getTime(),
        createdAt: now,
        card: null,
      };
      state.subscriptions[sub.id] = sub;
      const invoice = newInvoice(sub, sub.periodStart, sub.periodEnd);
      const intent = state.intents[invoice.intentId]!;
      save();
      return { subscription: toSubscription(sub), invoice: toInvoice(invoice), clientSecret: intent.clientSecret, paymentIntentId: intent.id };
    },

    async retrieveSubscription(subscriptionId) {
      const sub = state.subscriptions[subscriptionId];
      return sub ? toSubscription(sub) : null;
    },

    async cancelSubscription(subscriptionId, when) {
      const sub = state.subscriptions[subscriptionId];
      if (!sub) throw notFound(MESSAGES.noSubscription, 'no_subscription');
      if (sub.status === 'canceled' || sub.status === 'incomplete_expired') return toSubscription(sub);
      sub.canceledAt = clock.now().getTime();
      sub.scheduledPlan = null;
      if (when === 'period_end' && sub.status !== 'incomplete') {
        sub.cancelAtPeriodEnd = true;
        save();
        await emit('customer.subscription.updated', toSubscription(sub));
      } else {
        sub.status = 'canceled';
        for (const invoice of Object.values(state.invoices).filter((i) => i.subscriptionId === sub.id && i.status === 'open')) {
          invoice.status = 'void';
          const intent = state.intents[invoice.intentId];
          if (intent) intent.status = 'canceled';
        }
        save();
        await emit('customer.subscription.deleted', toSubscription(sub));
      }
      return toSubscription(sub);
    },

    async schedulePlanChange(subscriptionId, plan) {
      const sub = state.subscriptions[subscriptionId];
      if (!sub) throw notFound(MESSAGES.noSubscription, 'no_subscription');
      sub.scheduledPlan = plan === sub.plan ? null : plan;
      save();
      return toSubscription(sub);
    },

    async refundPayment(intentId) {
      const intent = state.intents[intentId];
      if (!intent || intent.status !== 'succeeded') throw notFound(MESSAGES.paymentNotFound, 'payment_not_found');
      const refunds = (state.refunds ??= {});
      const refunded = Object.values(refunds).filter((r) => r.intentId === intentId).reduce((sum, r) => sum + r.amount, 0);
      if (refunded >= intent.amount) return; // already refunded in full: a repeat is a no-op, as at Stripe
      const refund = { id: id('re'), intentId, amount: intent.amount - refunded, createdAt: clock.now().getTime() };
      refunds[refund.id] = refund;
      save();
      // As Stripe does: the charge is refunded and a charge.refunded event follows.
      const charge = { id: `ch_${intentId}`, payment_intent: intent.id, amount: intent.amount, amount_refunded: intent.amount, refunded: true };
      await emit('charge.refunded', charge);
    },

    async listRefunds(intentId) {
      // In the order they were made (insertion order: the test clock may give two the same time).
      return Object.values(state.refunds ?? {})
        .filter((r) => r.intentId === intentId)
        .map((r) => ({ id: r.id, amount: r.amount, created: new Date(r.createdAt) }));
    },

    async retrieveInvoice(invoiceId) {
      const invoice = state.invoices[invoiceId];
      return invoice ? toInvoice(invoice) : null;
    },

    verifyWebhook() {
      throw new WebhookSignatureError('The sandbox delivers its events in-process, not over HTTP.');
    },
  };

  return {
    provider,
    clock,
    /** Where the sandbox's events go (billing's webhook handler). */
    onEvent(next: SandboxEventHandler) {
      handler = next;
    },

    /**
     * Queues events instead of delivering them until `release()` (tests: a webhook that arrives late,
     * or races the client). release() delivers them in order and returns them.
     */
    holdEvents() {
      held ??= [];
      return {
        async release(): Promise<ProviderEvent[]> {
          const events = held ?? [];
          held = null;
          for (const event of events) await handler(event);
          return events;
        },
      };
    },

    /** Delivers an event again, as Stripe's "resend" (or a retried delivery) does. */
    async resend(event: ProviderEvent) {
      await handler(event);
    },

    /** What Stripe.js's confirmCardPayment does, with test cards. */
    async confirm(input: CardConfirmation): Promise<SandboxConfirmResponse> {
      const intent = Object.values(state.intents).find((i) => i.clientSecret === input.clientSecret);
      if (!intent || intent.customerId !== customerOf(input.userId)) throw notFound(MESSAGES.paymentNotFound, 'payment_not_found');
      if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id };
      if (intent.status === 'canceled') {
        return { status: 'requires_payment_method', paymentIntentId: intent.id, error: { code: 'payment_intent_unexpected_state', message: 'This payment was cancelled. Please start again.' } };
      }
      const card = checkCard(input, clock.now());
      if (!card.ok) {
        const error = { code: card.code, message: card.message, ...(card.declineCode ? { declineCode: card.declineCode } : {}) };
        await fail(intent, error);
        return { status: 'requires_payment_method', paymentIntentId: intent.id, error };
      }
      await succeed(intent, card.last4);
      return { status: 'succeeded', paymentIntentId: intent.id };
    },

    /** The test clock: moves time forward and ends every billing period it passes. */
    async advanceClock(ms: number, opts: { failRenewals?: boolean } = {}) {
      clock.advance(ms);
      await rollPeriods(opts.failRenewals ?? false);
      return clock.now();
    },

    /** Ends periods real time has passed (billing calls this now and then). */
    async tick() {
      await rollPeriods(false);
    },
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
