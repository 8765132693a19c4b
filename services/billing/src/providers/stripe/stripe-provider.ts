import Stripe from 'stripe';
import { PAID_PLANS, type PaidPlan } from '@doco/contracts';
import type { JsonObject } from '@doco/db';
import { PLANS } from '../../plans/plans.ts';
import {
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderInvoice,
  type ProviderSubscription,
} from '../types.ts';

export interface StripeProviderOptions {
  secretKey: string;
  /** whsec_…: without it every webhook is refused. */
  webhookSecret?: string | undefined;
  /** Another Stripe-compatible API base (tests point the SDK at a local server). */
  apiBase?: string | undefined;
  /** The Product subscriptions are priced under; created on first use if missing. */
  productId?: string;
  maxNetworkRetries?: number;
}

const date = (unixSeconds: number | null | undefined) => (unixSeconds ? new Date(unixSeconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) => (value ? (typeof value === 'string' ? value : value.id) : null);

/** `pi_123_secret_abc` -> `pi_123`: a client secret names its PaymentIntent. */
export const intentIdFromSecret = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

function toIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    customerId: idOf(intent.customer),
    metadata: { ...intent.metadata },
  };
}

/** Our subscriptions carry their plan in metadata (a schedule's next phase replaces it at the switch). */
const planOf = (metadata: Record<string, string> | null | undefined): PaidPlan | null => {
  const plan = metadata?.planId;
  return plan && (PAID_PLANS as readonly string[]).includes(plan) ? (plan as PaidPlan) : null;
};

// Since API version 2025-03-31 the billing period lives on subscription items, not the subscription.
function toSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const items = sub.items?.data ?? [];
  const starts = items.map((item) => item.current_period_start);
  const ends = items.map((item) => item.current_period_end);
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    status: sub.status,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    canceledAt: date(sub.canceled_at),
    currentPeriodStart: starts.length ? date(Math.min(...starts)) : null,
    currentPeriodEnd: ends.length ? date(Math.min(...ends)) : null,
    plan: planOf(sub.metadata),
  };
}

// Since 2025-03-31 an invoice names its subscription under parent.subscription_details and its
// PaymentIntents under `payments` (expanded on request), no longer as top-level fields.
function toInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  const line = invoice.lines?.data.find((l) => l.parent?.type === 'subscription_item_details') ?? invoice.lines?.data[0];
  const payments = invoice.payments?.data ?? [];
  const payment = payments.find((p) => p.status === 'paid') ?? payments.find((p) => p.is_default) ?? payments[0];
  const fromSecret = invoice.confirmation_secret?.client_secret ? intentIdFromSecret(invoice.confirmation_secret.client_secret) : null;
  return {
    id: invoice.id ?? '',
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    customerId: idOf(invoice.customer),
    status: invoice.status,
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    paymentIntentId: idOf(payment?.payment.payment_intent) ?? fromSecret,
    periodStart: date(line?.period.start),
    periodEnd: date(line?.period.end),
    plan: planOf(invoice.parent?.subscription_details?.metadata),
  };
}

const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';

export function createStripeClient(options: Pick<StripeProviderOptions, 'secretKey' | 'apiBase' | 'maxNetworkRetries'>) {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  return new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
}

/** Stripe as billing's payment provider. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = createStripeClient(options);
  const productId = options.productId ?? 'doco_subscription';
  let productReady: Promise<void> | null = null;

  /** Subscriptions price inline (price_data), which needs a Product: ours has a fixed id. */
  function ensureProduct() {
    productReady ??= (async () => {
      try {
        await stripe.products.retrieve(productId);
      } catch (error) {
        if (!isMissing(error)) throw error;
        await stripe.products.create({ id: productId, name: 'Doco subscription' }, { idempotencyKey: `product-${productId}` });
      }
    })().catch((error) => {
      productReady = null;
      throw error;
    });
    return productReady;
  }

  async function retrieveOrNull<T>(load: () => Promise<T>): Promise<T | null> {
    try {
      return await load();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    name: 'stripe',

    async ensureCustomer(user) {
      if (user.existingId) return user.existingId;
      const customer = await stripe.customers.create(
        { email: user.email, metadata: { userId: user.id } },
        { idempotencyKey: `customer-${user.id}` },
      );
      return customer.id;
    },

    async createPaymentIntent({ amount, customerId, description, metadata }) {
      const intent = await stripe.paymentIntents.create({
        amount,
        currency: 'aud',
        // stripe-node 23 (API 2026-09) replaced payment_method_types with allowed_payment_method_types.
        allowed_payment_method_types: ['card'],
        customer: customerId,
        description,
        metadata,
      });
      return toIntent(intent);
    },

    async retrievePaymentIntent(id) {
      const intent = await retrieveOrNull(() => stripe.paymentIntents.retrieve(id));
      return intent ? toIntent(intent) : null;
    },

    async createSubscription({ customerId, plan, metadata }) {
      await ensureProduct();
      const { price, interval, intervalCount } = PLANS[plan];
      const sub = await stripe.subscriptions.create({
        customer: customerId,
        items: [{ price_data: { currency: 'aud', product: productId, unit_amount: price, recurring: { interval, interval_count: intervalCount } } }],
        payment_behavior: 'default_incomplete',
        payment_settings: { payment_method_types: ['card'], save_default_payment_method: 'on_subscription' },
        metadata,
        expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments'],
      });
      const latest = sub.latest_invoice;
      if (!latest || typeof latest === 'string') throw new Error(`subscription ${sub.id} came back without its first invoice`);
      const invoice = toInvoice(latest);
      const clientSecret = latest.confirmation_secret?.client_secret;
      if (!clientSecret) throw new Error(`invoice ${invoice.id} has no confirmation secret`);
      return {
        subscription: toSubscription(sub),
        invoice,
        clientSecret,
        paymentIntentId: invoice.paymentIntentId ?? intentIdFromSecret(clientSecret),
      };
    },

    async retrieveSubscription(id) {
      const sub = await retrieveOrNull(() => stripe.subscriptions.retrieve(id));
      return sub ? toSubscription(sub) : null;
    },

    async cancelSubscription(id, when) {
      if (when === 'now') return toSubscription(await stripe.subscriptions.cancel(id));
      // A subscription run by a schedule (a pending plan switch) refuses direct updates: release it first.
      const current = await stripe.subscriptions.retrieve(id);
      const scheduleId = idOf(current.schedule);
      if (scheduleId) await stripe.subscriptionSchedules.release(scheduleId);
      return toSubscription(await stripe.subscriptions.update(id, { cancel_at_period_end: true }));
    },

    async schedulePlanChange(id, plan, metadata) {
      await ensureProduct();
      const sub = await stripe.subscriptions.retrieve(id);
      const existing = idOf(sub.schedule);
      const schedule = existing
        ? await stripe.subscriptionSchedules.retrieve(existing)
        : await stripe.subscriptionSchedules.create({ from_subscription: id });
      const current = schedule.phases.find((p) => p.start_date === schedule.current_phase?.start_date) ?? schedule.phases[0];
      if (!current) throw new Error(`schedule ${schedule.id} has no current phase`);
      const { price, interval, intervalCount } = PLANS[plan];
      await stripe.subscriptionSchedules.update(schedule.id, {
        end_behavior: 'release',
        proration_behavior: 'none',
        phases: [
          {
            items: current.items.map((item) => ({ price: idOf(item.price)!, quantity: item.quantity ?? 1 })),
            start_date: current.start_date,
            end_date: current.end_date,
            metadata: { ...current.metadata },
          },
          {
            items: [{ price_data: { currency: 'aud', product: productId, unit_amount: price, recurring: { interval, interval_count: intervalCount } } }],
            duration: { interval, interval_count: intervalCount },
            metadata,
          },
        ],
      });
      return toSubscription(await stripe.subscriptions.retrieve(id));
    },

    async refundPayment(paymentIntentId) {
      await stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey: `refund-${paymentIntentId}` });
    },

    async listRefunds(paymentIntentId) {
      const refunds = await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 });
      // Stripe lists newest first, in the order they were made (two in one second keep their order).
      return refunds.data
        .filter((refund) => refund.status === 'succeeded')
        .map((refund) => ({ id: refund.id, amount: refund.amount, created: new Date(refund.created * 1000) }))
        .reverse();
    },

    async retrieveInvoice(id) {
      const invoice = await retrieveOrNull(() => stripe.invoices.retrieve(id, { expand: ['payments'] }));
      return invoice ? toInvoice(invoice) : null;
    },

    verifyWebhook(rawBody, signature) {
      if (!options.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set');
      if (!signature) throw new WebhookSignatureError('no stripe-signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      const object = event.data.object as { id?: string };
      return { id: event.id, type: event.type, objectId: object.id ?? '', payload: JSON.parse(rawBody.toString('utf8')) as JsonObject };
    },
  };
}
