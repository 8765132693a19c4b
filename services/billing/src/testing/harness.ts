import { createTestDatabase, createUser, type TestDatabase } from '@doco/testkit';
import { buildBillingApp } from '../app.ts';
import { createSandboxProvider, type SandboxProvider } from '../providers/sandbox/sandbox-provider.ts';
import { DEV_BILLING_TOKEN_GATEWAY } from '@doco/config';
import { internalAuthHeader } from '@doco/service-kit';

/** What the gateway sends on every internal call. */
const AUTH = internalAuthHeader(DEV_BILLING_TOKEN_GATEWAY);


// Test support (not a test file): billing on a fresh database with the sandbox provider, driven
// through its internal HTTP API as the gateway drives it.

export const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
export const DECLINED_CARD = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' };
export const NO_FUNDS_CARD = { ...GOOD_CARD, cardNumber: '4000 0000 0000 9995' };
export const DAY_MS = 24 * 3600 * 1000;

export async function createHarness(options: { start?: Date } = {}) {
  const t: TestDatabase = await createTestDatabase({ max: 10 });
  const sandbox: SandboxProvider = createSandboxProvider({ start: options.start ?? new Date('2026-11-01T00:00:00Z') });
  const app = await buildBillingApp({ db: t.db, payments: { kind: 'sandbox', sandbox } });

  async function call<T = any>(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<{ status: number; body: T }> {
    const res = await app.inject({ headers: AUTH, method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: res.json() as T };
  }
  const users = (userId: string) => `/internal/billing/users/${userId}`;

  return {
    db: t.db,
    app,
    sandbox,
    call,
    newUser: () => createUser(t.db),
    status: (userId: string) => call('GET', `${users(userId)}/status`),
    credits: (userId: string) => call('GET', `${users(userId)}/credits`),
    payg: (userId: string, body: object = { quantity: 1 }) => call('POST', `${users(userId)}/payg`, body),
    subscribe: (userId: string, planId: string) => call('POST', `${users(userId)}/subscription`, { planId }),
    cancel: (userId: string) => call('POST', `${users(userId)}/subscription/cancel`),
    changePlan: (userId: string, planId: string) => call('POST', `${users(userId)}/subscription/change-plan`, { planId }),
    completePayment: (userId: string) => call('POST', `${users(userId)}/subscription/complete-payment`),
    confirm: (userId: string, clientSecret: string, card: object = GOOD_CARD) =>
      call('POST', `${users(userId)}/sandbox/confirm`, { clientSecret, ...card }),
    allocate: (userId: string, paymentIntentId: string, metadata?: object) =>
      call('POST', `${users(userId)}/allocate`, { paymentIntentId, ...(metadata ? { metadata } : {}) }),
    history: (userId: string) => call('GET', `${users(userId)}/payments`),
    advanceDays: (days: number, failRenewals = false) => call('POST', '/internal/billing/sandbox/clock/advance', { days, failRenewals }),
    async close() {
      await app.close();
      await t.destroy();
    },
  };
}
export type Harness = Awaited<ReturnType<typeof createHarness>>;
