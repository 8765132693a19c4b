import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runService } from '@doco/testkit';

const entry = fileURLToPath(new URL('./server.ts', import.meta.url));
const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-real-production-secret-0123456789-abcdef',
  PUBLIC_URL: 'https://doco.example.com.au',
  BILLING_TOKEN_GATEWAY: 'a-real-billing-token-of-the-gateway-0123456789',
  TRUST_PROXY: '1',
  INVOICE_ABN: '12 345 678 901',
};

describe('the gateway in production', () => {
  it.each([
    ['no SESSION_SECRET', 'SESSION_SECRET'],
    ['the .env.example SESSION_SECRET', 'SESSION_SECRET'],
    ['no PUBLIC_URL', 'PUBLIC_URL'],
    ['no BILLING_TOKEN_GATEWAY', 'BILLING_TOKEN_GATEWAY'],
  ])('stops at start with %s, naming the variable', async (label, variable) => {
    const env: Record<string, string> = { ...production };
    if (label.startsWith('no ')) delete env[variable];
    else env[variable] = 'change-me-to-a-random-string-of-32-or-more-characters';
    const { code, stderr } = await runService(entry, env);
    expect(code).not.toBe(0);
    expect(stderr).toContain('[gateway] cannot start');
    expect(stderr).toContain(`${variable}:`);
    // A whole process start (Node, type stripping, config): seconds on a busy two-core machine.
  }, 60_000);
});
