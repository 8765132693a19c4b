import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { PaidPlan } from '@doco/contracts';

// The sandbox's own records, kept like Stripe keeps them (times in ms). Held in memory; with a
// state file they survive a restart of billing, so a pending payment can still be completed.

export interface SandboxIntent {
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  customerId: string;
  metadata: Record<string, string>;
  invoiceId: string | null;
  lastError: { code: string; message: string; declineCode?: string } | null;
}

export interface SandboxSubscription {
  id: string;
  customerId: string;
  plan: PaidPlan;
  status: 'incomplete' | 'incomplete_expired' | 'active' | 'past_due' | 'canceled';
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  periodStart: number;
  periodEnd: number;
  createdAt: number;
  /** Last 4 digits of the card that paid, charged again at renewal (Stripe's default payment method). */
  card: string | null;
  /** The plan it switches to at the end of the current period (Stripe keeps this in a schedule). */
  scheduledPlan?: PaidPlan | null;
}

export interface SandboxInvoice {
  id: string;
  subscriptionId: string;
  customerId: string;
  status: 'open' | 'paid' | 'void';
  amountDue: number;
  amountPaid: number;
  intentId: string;
  periodStart: number;
  periodEnd: number;
  /** The plan it bills for (absent in state files written before plan switches existed). */
  plan?: PaidPlan;
}

export interface SandboxRefund {
  id: string;
  intentId: string;
  amount: number;
  createdAt: number;
}

export interface SandboxState {
  clockOffsetMs: number;
  intents: Record<string, SandboxIntent>;
  /** Absent in state files written before refunds were listed. */
  refunds?: Record<string, SandboxRefund>;
  subscriptions: Record<string, SandboxSubscription>;
  invoices: Record<string, SandboxInvoice>;
}

export function emptyState(): SandboxState {
  return { clockOffsetMs: 0, intents: {}, subscriptions: {}, invoices: {} };
}

export function loadState(path: string | undefined): SandboxState {
  if (!path || !existsSync(path)) return emptyState();
  return { ...emptyState(), ...(JSON.parse(readFileSync(path, 'utf8')) as Partial<SandboxState>) };
}

/** Writes the whole state atomically (write a temporary file, then rename). */
export function saveState(path: string | undefined, state: SandboxState) {
  if (!path) return;
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(state));
  renameSync(temporary, path);
}
