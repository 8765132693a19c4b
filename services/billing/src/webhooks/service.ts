import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@doco/db';
import type { Clock } from '../clock.ts';
import type { Payments } from '../payments/service.ts';
import type { PaymentProvider, ProviderEvent } from '../providers/types.ts';
import type { Subscriptions } from '../subscriptions/service.ts';
import { createWebhookEventsRepository as repo } from './repository.ts';

export interface WebhooksDeps {
  db: Kysely<Database>;
  provider: PaymentProvider;
  payments: Payments;
  subscriptions: Subscriptions;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Applies provider events. Each event is recorded once (a replay of a processed event does nothing),
 * and every handler is idempotent on its own too, re-reading the object from the provider — so a
 * redelivery, an out-of-order event or a race with the client's allocation call cannot double a credit.
 */
/** The fields of a (signature-verified) charge or dispute event that find its payment. */
function chargeOf(event: ProviderEvent) {
  const data = (event.payload as { data?: { object?: Record<string, unknown> } }).data?.object ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : typeof (value as { id?: unknown })?.id === 'string' ? String((value as { id: string }).id) : null);
  const amount = Number(data.amount ?? 0);
  const isDispute = data.object === 'dispute';
  return {
    paymentIntentId: text(data.payment_intent),
    invoiceId: text(data.invoice),
    chargeId: isDispute ? text(data.charge) : text(data.id),
    disputeId: isDispute ? text(data.id) : null,
    amount: Number.isFinite(amount) ? amount : 0,
    amountRefunded: Number(data.amount_refunded ?? 0) || 0,
    refunded: data.refunded === true,
  };
}

export function createWebhooks(deps: WebhooksDeps) {
  const { db, provider, payments, subscriptions, log } = deps;

  async function dispatch(event: ProviderEvent) {
    switch (event.type) {
      case 'payment_intent.succeeded':
        return payments.onIntentSucceeded(event.objectId);
      case 'invoice.paid':
        return payments.onInvoicePaid(event.objectId);
      case 'invoice.payment_failed':
        return payments.onInvoiceFailed(event.objectId);
      case 'charge.refunded': {
        // Each refund takes back its share of the credits (rounded up); a full refund all that is unspent.
        const charge = chargeOf(event);
        return payments.refunded(charge, { ...charge, amountRefunded: charge.refunded ? charge.amount : charge.amountRefunded });
      }
      case 'charge.dispute.created': {
        const charge = chargeOf(event);
        return payments.disputed(charge, charge.disputeId ?? event.id);
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return subscriptions.sync(event.objectId);
      default:
        return undefined; // recorded, nothing to do
    }
  }

  return {
    async handle(event: ProviderEvent): Promise<{ duplicate: boolean }> {
      const { processed } = await repo(db).record(provider.name, event);
      if (processed) {
        log.info({ eventId: event.id, type: event.type }, 'webhook event already processed');
        return { duplicate: true };
      }
      await dispatch(event);
      await repo(db).markProcessed(provider.name, event.id, deps.clock());
      return { duplicate: false };
    },
  };
}
export type Webhooks = ReturnType<typeof createWebhooks>;
