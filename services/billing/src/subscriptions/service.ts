import type { Kysely } from 'kysely';
import type {
  CancelSubscriptionResponse,
  ChangePlanResponse,
  CompletePaymentResponse,
  CreateSubscriptionResponse,
  CreditsResponse,
  PaidPlan,
  SubscriptionStatusResponse,
} from '@doco/contracts';
import type { Database, Subscription, SubscriptionPlan } from '@doco/db';
import type { Customers } from '../customers/service.ts';
import { MESSAGES, conflict, notFound } from '../errors.ts';
import type { Ledger } from '../ledger/service.ts';
import { createPaymentsRepository as payments } from '../payments/repository.ts';
import { PLANS, effectiveCostPerReview } from '../plans/plans.ts';
import type { PaymentProvider, ProviderSubscription } from '../providers/types.ts';
import { LIVE_STATUSES, createSubscriptionsRepository as repo } from './repository.ts';

/** The status the UI shows for a subscription (spec: active green, pending yellow, cancelled red). */
export function displayStatus(sub: Pick<Subscription, 'status' | 'cancelAtPeriodEnd'>): string {
  switch (sub.status) {
    case 'incomplete':
      return 'pending';
    case 'active':
    case 'trialing':
      return sub.cancelAtPeriodEnd ? 'cancelled' : 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    default:
      return 'cancelled';
  }
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export interface SubscriptionsDeps {
  db: Kysely<Database>;
  provider: PaymentProvider;
  ledger: Ledger;
  customers: Customers;
  changed?: { user(userId: string): void; credits(userId: string): void } | undefined;
}

/**
 * Subscriptions: created incomplete (the first invoice waits for the card), cancelled at period end
 * (credits already granted stay until they expire at that end), and kept in step with the provider.
 */
export function createSubscriptions(deps: SubscriptionsDeps) {
  const { db, provider, ledger, customers } = deps;

  /** Rewrites users' subscription columns from the user's newest live subscription (or the free plan). */
  async function mirror(userId: string) {
    const current = await repo(db).current(userId);
    const plan: SubscriptionPlan = current ? current.plan : 'free';
    await repo(db).mirrorOnUser(userId, {
      plan,
      status: current ? displayStatus(current) : 'cancelled',
      periodStart: current?.currentPeriodStart ?? null,
      periodEnd: current?.currentPeriodEnd ?? null,
      stripeSubscriptionId: current && current.provider === 'stripe' ? current.providerSubscriptionId : null,
      effectiveCostPerReview: effectiveCostPerReview(plan),
    });
    // Committed: gateways drop the user's cached row (plan and status) and balance (plan).
    deps.changed?.user(userId);
    deps.changed?.credits(userId);
  }

  /** Re-reads a subscription from the provider (events can arrive out of order; its current state cannot). */
  async function sync(subscription: string | ProviderSubscription) {
    const fresh = typeof subscription === 'string' ? await provider.retrieveSubscription(subscription) : subscription;
    if (!fresh) return undefined;
    const row = await repo(db).update(fresh);
    if (!row) return undefined;
    // A pending switch is done once the provider bills the new plan, and void once the subscription ends.
    const over = row.cancelAtPeriodEnd || !(LIVE_STATUSES as readonly string[]).includes(row.status);
    if (row.scheduledPlan && (row.scheduledPlan === row.plan || over)) {
      await repo(db).setScheduledPlan(row.id, null);
      row.scheduledPlan = null;
    }
    if (fresh.status === 'canceled' || fresh.status === 'incomplete_expired') {
      await payments(db).cancelPendingForSubscription(fresh.id);
    }
    await mirror(row.userId);
    return row;
  }

  return {
    sync,

    async status(userId: string): Promise<SubscriptionStatusResponse> {
      const balance = await ledger.balance(userId);
      const current = await repo(db).current(userId);
      const plan: SubscriptionPlan = current ? current.plan : 'free';
      return {
        plan,
        // On the free plan, 'cancelled' means the free credit is used up (the UI shows it as Consumed).
        status: current ? displayStatus(current) : balance.freeCreditsRemaining > 0 ? 'active' : 'cancelled',
        freeCreditsRemaining: balance.freeCreditsRemaining,
        subscriptionCreditsRemaining: balance.subscriptionCreditsRemaining,
        paygCreditsRemaining: balance.paygCreditsRemaining,
        effectiveCostPerReview: effectiveCostPerReview(plan),
        currentPeriodStart: iso(current?.currentPeriodStart ?? null),
        currentPeriodEnd: iso(current?.currentPeriodEnd ?? null),
        cancelAtPeriodEnd: current?.cancelAtPeriodEnd ?? false,
        scheduledPlan: current?.scheduledPlan ?? null,
        scheduledPlanAt: current?.scheduledPlan ? iso(current.currentPeriodEnd) : null,
      };
    },

    async credits(userId: string): Promise<CreditsResponse> {
      const balance = await ledger.balance(userId);
      const current = await repo(db).current(userId);
      return {
        freeCreditsRemaining: balance.freeCreditsRemaining,
        subscriptionCreditsRemaining: balance.subscriptionCreditsRemaining,
        subscriptionPlan: current ? current.plan : 'free',
        paygCreditsRemaining: balance.paygCreditsRemaining,
        totalCreditsRemaining: balance.totalCreditsRemaining,
      };
    },

    /** POST /api/subscription/create: one live subscription per user; the first invoice's secret for the card form. */
    async create(userId: string, plan: PaidPlan): Promise<CreateSubscriptionResponse> {
      const created = await db.transaction().execute(async (tx) => {
        await repo(tx).lockUser(userId);
        const current = await repo(tx).current(userId);
        if (current?.status === 'incomplete') throw conflict(MESSAGES.subscriptionPending, 'subscription_pending');
        if (current) throw conflict(MESSAGES.alreadySubscribed, 'already_subscribed');
        const customerId = await customers.ensure(userId);
        const { price, credits, name } = PLANS[plan];
        const metadata = { userId, type: 'subscription_payment', planId: plan, credits: String(credits) };
        const result = await provider.createSubscription({ customerId, plan, metadata });
        if (result.invoice.amountDue !== price) {
          throw new Error(`provider invoiced ${result.invoice.amountDue} for the ${plan} plan (price ${price})`);
        }
        await repo(tx).insert({ userId, plan, provider: provider.name, sub: result.subscription });
        await payments(tx).insert({
          userId,
          provider: provider.name,
          stripePaymentIntentId: result.paymentIntentId,
          stripeSubscriptionId: result.subscription.id,
          stripeInvoiceId: result.invoice.id,
          amount: price,
          currency: 'aud',
          type: 'subscription_payment',
          status: 'pending',
          description: `${name} plan`,
          credits,
          plan,
        });
        return { result, metadata, price };
      });
      await mirror(userId);
      return {
        clientSecret: created.result.clientSecret,
        paymentIntentId: created.result.paymentIntentId,
        amount: created.price,
        currency: 'aud',
        metadata: created.metadata,
        subscriptionId: created.result.subscription.id,
        planId: plan,
      };
    },

    /** POST /api/stripe/complete-payment: the card form again for a subscription still waiting for its first payment. */
    async completePayment(userId: string): Promise<CompletePaymentResponse> {
      const current = await repo(db).current(userId);
      if (current?.status !== 'incomplete') throw notFound(MESSAGES.noPendingPayment, 'no_pending_payment');
      const payment = await payments(db).pendingForSubscription(current.providerSubscriptionId);
      const intent = payment?.stripePaymentIntentId ? await provider.retrievePaymentIntent(payment.stripePaymentIntentId) : null;
      if (!payment || !intent?.clientSecret || intent.status === 'succeeded' || intent.status === 'canceled') {
        throw notFound(MESSAGES.noPendingPayment, 'no_pending_payment');
      }
      return {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amount: payment.amount,
        currency: payment.currency,
        metadata: { userId, type: 'subscription_payment', planId: current.plan, credits: String(payment.credits ?? 0) },
        planId: current.plan,
        subscriptionId: current.providerSubscriptionId,
      };
    },

    /**
     * POST /api/subscription/change-plan: another paid plan from the end of the current period. The
     * current plan and its credits run to that end; the provider bills the new plan at the renewal,
     * which grants the new plan's credits. Choosing the current plan again calls a pending switch off.
     */
    async changePlan(userId: string, plan: PaidPlan): Promise<ChangePlanResponse> {
      const current = await repo(db).current(userId);
      if (!current) throw notFound(MESSAGES.noSubscriptionToChange, 'no_subscription');
      if (current.status === 'incomplete') throw conflict(MESSAGES.subscriptionPending, 'subscription_pending');
      if (current.cancelAtPeriodEnd) throw conflict(MESSAGES.cancelledNoChange, 'subscription_cancelled');
      if (current.status !== 'active' && current.status !== 'trialing') throw conflict(MESSAGES.unpaidNoChange, 'subscription_unpaid');
      const staying = plan === current.plan;
      if (staying && !current.scheduledPlan) throw conflict(MESSAGES.samePlan, 'same_plan');
      const metadata = { userId, type: 'subscription_payment', planId: plan, credits: String(PLANS[plan].credits) };
      await provider.schedulePlanChange(current.providerSubscriptionId, plan, metadata);
      const scheduledPlan = staying ? null : plan;
      await repo(db).setScheduledPlan(current.id, scheduledPlan);
      const at = iso(current.currentPeriodEnd);
      return {
        message: staying
          ? `You stay on the ${PLANS[plan].name} plan. The switch has been called off.`
          : `Your plan changes to ${PLANS[plan].name} at the end of the current period. Until then you stay on ${PLANS[current.plan].name}, and credits you already have stay until they expire.`,
        plan: current.plan,
        scheduledPlan,
        scheduledPlanAt: scheduledPlan ? at : null,
      };
    },

    /**
     * An administrator's change_plan: 'free' cancels the subscription at its period end; a paid plan
     * becomes the plan from the period end (the same switch the user can make). A user without a
     * subscription chooses and pays for a plan themselves.
     */
    async adminSetPlan(userId: string, plan: SubscriptionPlan): Promise<{ message: string }> {
      const current = await repo(db).current(userId);
      if (plan === 'free') {
        if (!current) return { message: 'The user is on the free plan.' };
        const res = await this.cancel(userId);
        return { message: res.message };
      }
      if (!current) throw conflict('The user has no subscription to change; they choose and pay for a plan on Subscription Management.', 'no_subscription');
      if (current.plan === plan && !current.scheduledPlan) return { message: `The user is already on the ${PLANS[plan].name} plan.` };
      return { message: (await this.changePlan(userId, plan)).message };
    },

    /**
     * POST /api/stripe/cancel-subscription: a paid subscription runs to the end of its period (its
     * credits with it); one still waiting for its first payment ends now.
     */
    async cancel(userId: string): Promise<CancelSubscriptionResponse> {
      const current = await repo(db).current(userId);
      if (!current) throw notFound(MESSAGES.noSubscription, 'no_subscription');
      const pending = current.status === 'incomplete';
      const fresh =
        pending || !current.cancelAtPeriodEnd
          ? await provider.cancelSubscription(current.providerSubscriptionId, pending ? 'now' : 'period_end')
          : current.providerSubscriptionId;
      const row = (await sync(fresh)) ?? current;
      return {
        message: pending
          ? 'Your subscription has been cancelled.'
          : 'Your subscription has been cancelled. You keep your credits and access until the end of the current billing period.',
        plan: pending ? 'free' : row.plan,
        status: displayStatus(row),
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        currentPeriodEnd: iso(row.currentPeriodEnd),
      };
    },
  };
}
export type Subscriptions = ReturnType<typeof createSubscriptions>;
