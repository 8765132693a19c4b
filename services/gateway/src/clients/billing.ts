import {
  adminBillingStats,
  adminCreditsResponse,
  adminPaymentDetail,
  adminPaymentPage,
  adminUserPayments,
  type AdminBillingStats,
  type AdminPaymentDetail,
  type AdminUserPayment,
  allocateCreditsResponse,
  cancelSubscriptionResponse,
  closeAccountResponse,
  revenueResponse,
  type CloseAccountResponse,
  type RevenueResponse,
  errorCode,
  errorCodeForStatus,
  changePlanResponse,
  type ChangePlanResponse,
  completePaymentResponse,
  consumeCreditResponse,
  createSubscriptionResponse,
  creditBalance,
  creditsResponse,
  invoiceData,
  paygPurchaseResponse,
  paymentConfig,
  paymentHistory,
  plansResponse,
  sandboxConfirmResponse,
  subscriptionStatusResponse,
  type AllocateCreditsRequest,
  type AllocateCreditsResponse,
  type CancelSubscriptionResponse,
  type CompletePaymentResponse,
  type ConsumeCreditResponse,
  type CreateSubscriptionResponse,
  type CreditBalance,
  type CreditsResponse,
  type InvoiceData,
  type PaidPlan,
  type PaygPurchaseRequest,
  type PaygPurchaseResponse,
  type PaymentConfig,
  type PaymentHistoryItem,
  type PlansResponse,
  type SandboxConfirmRequest,
  type SandboxConfirmResponse,
  type SubscriptionStatusResponse, CREDITS_HOLD_UNTIL_HEADER } from '@doco/contracts';
import { z } from 'zod';
import { DEV_BILLING_TOKEN_GATEWAY } from '@doco/config';
import { internalAuthHeader } from '@doco/service-kit';
import { AppError } from '../errors.ts';

export const NO_CREDITS_MESSAGE = 'No credits available. Choose a subscription plan or pay-as-you-go to continue.';

/** The gateway's side of billing's internal API. */
export interface BillingClient {
  /** Takes one credit for the analysis (idempotent per analysis); 402 AppError when none is left. */
  consume(userId: string, analysisId: string): Promise<ConsumeCreditResponse>;
  balance(userId: string): Promise<CreditBalance>;
  plans(): Promise<PlansResponse>;
  paymentConfig(): Promise<PaymentConfig>;
  status(userId: string): Promise<SubscriptionStatusResponse>;
  credits(userId: string): Promise<CreditsResponse>;
  /** The balance and until when it holds without a ledger write (its soonest expiry), for caching. */
  creditsHolding(userId: string): Promise<{ credits: CreditsResponse; holdsUntil: number | null }>;
  history(userId: string): Promise<PaymentHistoryItem[]>;
  /** A payment's tax invoice data, or null when the user has no such invoiced payment. */
  invoice(userId: string, paymentId: string): Promise<InvoiceData | null>;
  createSubscription(userId: string, planId: PaidPlan): Promise<CreateSubscriptionResponse>;
  cancelSubscription(userId: string): Promise<CancelSubscriptionResponse>;
  changePlan(userId: string, planId: PaidPlan): Promise<ChangePlanResponse>;
  completePayment(userId: string): Promise<CompletePaymentResponse>;
  createPayg(userId: string, body: PaygPurchaseRequest): Promise<PaygPurchaseResponse>;
  allocate(userId: string, body: AllocateCreditsRequest): Promise<AllocateCreditsResponse>;
  sandboxConfirm(userId: string, body: SandboxConfirmRequest): Promise<SandboxConfirmResponse>;
  /** Admin: sets the user's credit total through the ledger (kind admin), once per requestId. */
  setCredits(userId: string, body: { target: number; reason: string; adminId: string; requestId: string; expectedBefore?: number }): Promise<{ before: number; after: number }>;
  /** Admin: 'free' cancels at period end; a paid plan is switched to from the period end. */
  adminSetPlan(userId: string, plan: string): Promise<{ message: string }>;
  /** Billing's own readiness (its /readyz). */
  ready(): Promise<void>;
  /** Admin: refunds a succeeded payment at the provider and removes its unspent credits. */
  refundPayment(paymentId: string): Promise<{ creditsRemoved: number }>;
  /** Admin, before deleting a user: billing cancels their subscription at the provider now and detaches their payments. */
  closeAccount(userId: string): Promise<CloseAccountResponse>;
  /** Admin: money kept (succeeded payments) since `since`, or ever; from billing's payments, never from analytics. */
  revenue(since?: Date): Promise<RevenueResponse>;
  /** Admin dashboard: users with an active subscription, and revenue kept (cents). */
  adminStats(): Promise<AdminBillingStats>;
  /** Admin users list: remaining credits of each user (up to 100), by id. */
  adminCredits(userIds: string[]): Promise<Record<string, number>>;
  /** Admin user detail: the user's latest payments. */
  adminUserPayments(userId: string): Promise<AdminUserPayment[]>;
  /** Admin Payments tab: a page of payments by status, type and Melbourne date range. */
  adminPayments(filter: AdminPaymentFilter): Promise<z.infer<typeof adminPaymentPage>>;
  /** Admin Payments tab: one payment with its ledger rows, or null when there is none. */
  adminPayment(paymentId: string): Promise<AdminPaymentDetail | null>;
  /** Hands a provider webhook to billing untouched (raw bytes + signature); returns billing's answer as is. */
  webhook(rawBody: Buffer, signature: string | undefined): Promise<{ status: number; body: unknown }>;
}

export interface AdminPaymentFilter {
  status?: string | undefined;
  type?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}
const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  return search.size ? `?${search}` : '';
};

const adjustedCredits = z.object({ before: z.number().int(), after: z.number().int() });
const messageOnly = z.object({ message: z.string() });
const refunded = z.object({ creditsRemoved: z.number().int() });

const unavailable = () => new AppError(503, 'Billing is unavailable right now. Please try again in a moment.', 'billing_unavailable');
const failed = () => new AppError(502, 'Billing could not complete the request. Please try again.', 'billing_error');

/** `token`: BILLING_TOKEN_GATEWAY, sent on every call (billing refuses calls without it). */
export function createBillingClient(baseUrl: string, token: string = DEV_BILLING_TOKEN_GATEWAY, timeoutMs = 5_000): BillingClient {
  const auth = internalAuthHeader(token);
  const withAuth = (init?: RequestInit): RequestInit => ({ ...init, headers: { ...(init?.headers as Record<string, string>), ...auth } });
  async function fetchBilling(path: string, init?: RequestInit) {
    try {
      // Payment calls reach the provider (Stripe) through billing: give them longer than ledger calls.
      return await fetch(new URL(path, baseUrl), { ...withAuth(init), signal: AbortSignal.timeout(timeoutMs * 4) });
    } catch {
      throw unavailable();
    }
  }

  async function call(path: string, init?: RequestInit) {
    let response: Response;
    try {
      response = await fetch(new URL(path, baseUrl), { ...withAuth(init), signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw unavailable();
    }
    if (response.status === 402) throw new AppError(402, NO_CREDITS_MESSAGE, 'no_credits');
    if (!response.ok) throw failed();
    return response.json();
  }

  /** Billing's 4xx answers carry a message meant for the user: pass them on; anything worse is a 502. */
  async function send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const response = await fetchBilling(path, {
      method,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const payload = (await response.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
    if (response.ok) return payload;
    if (response.status >= 400 && response.status < 500 && typeof payload?.message === 'string') {
      throw new AppError(response.status, payload.message, errorCode.safeParse(payload.code).data ?? errorCodeForStatus(response.status));
    }
    throw failed();
  }
  const user = (userId: string) => `/internal/billing/users/${encodeURIComponent(userId)}`;

  return {
    async consume(userId, analysisId) {
      const body = await call('/internal/credits/consume', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId, analysisId }),
      });
      return consumeCreditResponse.parse(body);
    },
    async balance(userId) {
      return creditBalance.parse(await call(`/internal/credits/${encodeURIComponent(userId)}`));
    },
    plans: async () => plansResponse.parse(await send('GET', '/internal/billing/plans')),
    paymentConfig: async () => paymentConfig.parse(await send('GET', '/internal/billing/config')),
    status: async (userId) => subscriptionStatusResponse.parse(await send('GET', `${user(userId)}/status`)),
    credits: async (userId) => creditsResponse.parse(await send('GET', `${user(userId)}/credits`)),
    async creditsHolding(userId) {
      const response = await fetchBilling(`${user(userId)}/credits`);
      if (!response.ok) throw failed();
      const until = response.headers.get(CREDITS_HOLD_UNTIL_HEADER);
      return { credits: creditsResponse.parse(await response.json()), holdsUntil: until ? Date.parse(until) : null };
    },
    history: async (userId) => paymentHistory.parse(await send('GET', `${user(userId)}/payments`)),
    async invoice(userId, paymentId) {
      const response = await fetchBilling(`${user(userId)}/payments/${encodeURIComponent(paymentId)}/invoice`);
      if (response.status === 404) return null;
      if (!response.ok) throw failed();
      return invoiceData.parse(await response.json());
    },
    createSubscription: async (userId, planId) =>
      createSubscriptionResponse.parse(await send('POST', `${user(userId)}/subscription`, { planId })),
    cancelSubscription: async (userId) => cancelSubscriptionResponse.parse(await send('POST', `${user(userId)}/subscription/cancel`, {})),
    changePlan: async (userId, planId) => changePlanResponse.parse(await send('POST', `${user(userId)}/subscription/change-plan`, { planId })),
    completePayment: async (userId) =>
      completePaymentResponse.parse(await send('POST', `${user(userId)}/subscription/complete-payment`, {})),
    createPayg: async (userId, body) => paygPurchaseResponse.parse(await send('POST', `${user(userId)}/payg`, body)),
    allocate: async (userId, body) => allocateCreditsResponse.parse(await send('POST', `${user(userId)}/allocate`, body)),
    sandboxConfirm: async (userId, body) => sandboxConfirmResponse.parse(await send('POST', `${user(userId)}/sandbox/confirm`, body)),
    async ready() {
      const response = await fetchBilling('/readyz');
      if (!response.ok) throw new Error(`billing /readyz answered ${response.status}`);
    },
    refundPayment: async (paymentId) => refunded.parse(await send('POST', `/internal/billing/payments/${encodeURIComponent(paymentId)}/refund`, {})),
    closeAccount: async (userId) => closeAccountResponse.parse(await send('POST', `${user(userId)}/close`, {})),
    revenue: async (since) =>
      revenueResponse.parse(await send('GET', `/internal/billing/revenue${since ? `?since=${encodeURIComponent(since.toISOString())}` : ''}`)),
    adminStats: async () => adminBillingStats.parse(await send('GET', '/internal/billing/admin/stats')),
    async adminCredits(userIds) {
      if (userIds.length === 0) return {};
      return adminCreditsResponse.parse(await send('GET', `/internal/billing/admin/credits${query({ userIds: userIds.join(',') })}`)).credits;
    },
    adminUserPayments: async (userId) => adminUserPayments.parse(await send('GET', `/internal/billing/admin/users/${encodeURIComponent(userId)}/payments`)).payments,
    adminPayments: async (filter) => adminPaymentPage.parse(await send('GET', `/internal/billing/admin/payments${query({ ...filter })}`)),
    async adminPayment(paymentId) {
      const response = await fetchBilling(`/internal/billing/admin/payments/${encodeURIComponent(paymentId)}`);
      if (response.status === 404) return null;
      if (!response.ok) throw failed();
      return adminPaymentDetail.parse(await response.json());
    },
    setCredits: async (userId, body) => adjustedCredits.parse(await send('POST', `/internal/credits/${encodeURIComponent(userId)}/set`, body)),
    adminSetPlan: async (userId, plan) => messageOnly.parse(await send('POST', `${user(userId)}/subscription/admin-plan`, { plan })),
    async webhook(rawBody, signature) {
      const response = await fetchBilling('/internal/billing/webhooks/stripe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
        body: new Uint8Array(rawBody),
      });
      return { status: response.status, body: await response.json().catch(() => ({})) };
    },
  };
}
