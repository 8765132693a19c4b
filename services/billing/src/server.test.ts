import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runService } from '@doco/testkit';

const entry = fileURLToPath(new URL('./server.ts', import.meta.url));
const token = { BILLING_TOKEN_GATEWAY: 'a-real-billing-token-of-the-gateway-0123456789', BILLING_TOKEN_WORKER: 'a-real-billing-token-of-the-worker-0123456789' };

describe('billing in production', () => {
  it.each([
    ['the sandbox (auto, no Stripe key)', { NODE_ENV: 'production', ...token }, 'PAYMENTS_PROVIDER'],
    ['the sandbox by name', { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox', ...token }, 'PAYMENTS_PROVIDER'],
    ['Stripe without a webhook secret', { NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x', ...token }, 'STRIPE_WEBHOOK_SECRET'],
    ['no BILLING_TOKEN_WORKER', { NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', BILLING_TOKEN_GATEWAY: token.BILLING_TOKEN_GATEWAY }, 'BILLING_TOKEN_WORKER'],
    ['a Stripe test-mode key', { NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', ...token }, 'STRIPE_SECRET_KEY'],
  ])('stops at start with %s, naming the variable', async (_label, env, variable) => {
    const { code, stderr } = await runService(entry, env);
    expect(code).not.toBe(0);
    expect(stderr).toContain('[billing] cannot start');
    expect(stderr).toContain(`${variable}:`);
  });
});
