import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runService } from '@doco/testkit';

const entry = fileURLToPath(new URL('./server.ts', import.meta.url));
const token = { INTERNAL_API_TOKEN: 'a-real-internal-api-token-0123456789-abcdef' };

describe('billing in production', () => {
  it.each([
    ['the sandbox (auto, no Stripe key)', { NODE_ENV: 'production', ...token }, 'PAYMENTS_PROVIDER'],
    ['the sandbox by name', { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox', ...token }, 'PAYMENTS_PROVIDER'],
    ['Stripe without a webhook secret', { NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x', ...token }, 'STRIPE_WEBHOOK_SECRET'],
    ['no INTERNAL_API_TOKEN', { NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }, 'INTERNAL_API_TOKEN'],
  ])('stops at start with %s, naming the variable', async (_label, env, variable) => {
    const { code, stderr } = await runService(entry, env);
    expect(code).not.toBe(0);
    expect(stderr).toContain('[billing] cannot start');
    expect(stderr).toContain(`${variable}:`);
  });
});
