import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@doco/db';
import type { Clock } from './clock.ts';
import { createAccountClosing } from './accounts/close.ts';
import { createCustomers } from './customers/service.ts';
import { createLedger } from './ledger/service.ts';
import { createPayments } from './payments/service.ts';
import { createReceipts, type MailQueue } from './receipts/service.ts';
import type { PaymentProvider } from './providers/types.ts';
import { createSubscriptions } from './subscriptions/service.ts';
import { createWebhooks } from './webhooks/service.ts';
import type { Metrics } from '@doco/service-kit';
import type { InvalidationPublisher } from '@doco/queue';

/** What billing counts for Prometheus: credits consumed/refunded, payments by outcome. */
export function billingCounters(metrics: Metrics) {
  return {
    credits: metrics.counter('credits_total', 'Credits consumed by analyses and refunded to them', ['event']),
    payments: metrics.counter('payments_total', 'Payments by outcome', ['outcome']),
  };
}
export type BillingCounters = ReturnType<typeof billingCounters>;

/** Billing's services, wired once: the ledger, customers, subscriptions, payments and webhooks. */
export function createBilling(deps: {
  db: Kysely<Database>;
  provider: PaymentProvider;
  clock: Clock;
  log: FastifyBaseLogger;
  mail?: MailQueue | undefined;
  /** PUBLIC_URL: links in receipts and refund mails (the development gateway's address when unset). */
  publicUrl?: string | undefined;
  counters?: BillingCounters;
  /** Tells gateways what changed, after it committed (Redis pub/sub; see @doco/queue invalidation). */
  changed?: Pick<InvalidationPublisher, 'user' | 'credits'> | undefined;
}) {
  const { db, provider, clock, log, counters, changed } = deps;
  const ledger = createLedger(db, clock, counters, (userId) => changed?.credits(userId));
  const customers = createCustomers(db, provider);
  const subscriptions = createSubscriptions({ db, provider, ledger, customers, changed });
  // The receipts read invoices from payments, and payments tell receipts when a payment is credited.
  let receipts: ReturnType<typeof createReceipts> | undefined;
  const payments = createPayments({
    db,
    provider,
    ledger,
    customers,
    log,
    syncSubscription: (id) => subscriptions.sync(id),
    onCredited: (payment) => receipts?.send(payment) ?? Promise.resolve(),
    onRefunded: (payment) => receipts?.refunded(payment) ?? Promise.resolve(),
    onOutcome: (outcome) => counters?.payments.inc({ outcome }),
  });
  receipts = createReceipts({
    db,
    mail: deps.mail,
    invoice: (userId, paymentId) => payments.invoice(userId, paymentId),
    log,
    publicUrl: deps.publicUrl ?? 'http://localhost:3000',
  });
  const webhooks = createWebhooks({ db, provider, payments, subscriptions, clock, log });
  const closeAccount = createAccountClosing({ db, provider, subscriptions });
  return { provider, clock, ledger, customers, subscriptions, payments, webhooks, closeAccount };
}
export type Billing = ReturnType<typeof createBilling>;
