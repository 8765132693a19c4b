import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_INTERNAL_API_TOKEN, EXAMPLE_SESSION_SECRET, loadAnalysisWorkerConfig, loadBillingConfig, loadGatewayConfig } from './index.ts';

const secret = 'a-real-production-secret-0123456789-abcdef';
const token = 'a-real-internal-api-token-0123456789-abcdef';
const gateway = { NODE_ENV: 'production', SESSION_SECRET: secret, PUBLIC_URL: 'https://doco.example.com.au', INTERNAL_API_TOKEN: token, TRUST_PROXY: '1', INVOICE_ABN: '12 345 678 901' };
const stripe = {
  NODE_ENV: 'production',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  INTERNAL_API_TOKEN: token,
};

describe('production refuses unsafe settings, naming the variable', () => {
  it('accepts a complete production gateway and billing', () => {
    expect(loadGatewayConfig(gateway).PUBLIC_URL).toBe('https://doco.example.com.au');
    expect(loadBillingConfig(stripe).STRIPE_SECRET_KEY).toBe('sk_live_x');
  });

  it.each([
    ['no SESSION_SECRET (the development default)', { SESSION_SECRET: undefined }, /SESSION_SECRET/],
    ['the .env.example placeholder', { SESSION_SECRET: EXAMPLE_SESSION_SECRET }, /SESSION_SECRET/],
    ['no PUBLIC_URL', { PUBLIC_URL: undefined }, /PUBLIC_URL/],
    ['no INTERNAL_API_TOKEN', { INTERNAL_API_TOKEN: undefined }, /INTERNAL_API_TOKEN/],
    ['an https PUBLIC_URL but no trusted proxy', { TRUST_PROXY: undefined }, /TRUST_PROXY/],
    ['no INVOICE_ABN for tax invoices', { INVOICE_ABN: undefined }, /INVOICE_ABN/],
  ])('gateway with %s', (_label, change, variable) => {
    expect(() => loadGatewayConfig({ ...gateway, ...change })).toThrow(ConfigError);
    expect(() => loadGatewayConfig({ ...gateway, ...change })).toThrow(variable);
  });

  it.each([
    ['the sandbox by default (auto, no Stripe key)', { STRIPE_SECRET_KEY: undefined }, /PAYMENTS_PROVIDER/],
    ['the sandbox by name', { PAYMENTS_PROVIDER: 'sandbox' }, /PAYMENTS_PROVIDER/],
    ['Stripe without STRIPE_WEBHOOK_SECRET', { STRIPE_WEBHOOK_SECRET: undefined }, /STRIPE_WEBHOOK_SECRET/],
    ['no INTERNAL_API_TOKEN', { INTERNAL_API_TOKEN: undefined }, /INTERNAL_API_TOKEN/],
  ])('billing with %s', (_label, change, variable) => {
    expect(() => loadBillingConfig({ ...stripe, ...change })).toThrow(variable);
  });

  it('lets the sandbox run in production only with the explicit ALLOW_SANDBOX_PAYMENTS opt-in', () => {
    const config = loadBillingConfig({ NODE_ENV: 'production', INTERNAL_API_TOKEN: token, ALLOW_SANDBOX_PAYMENTS: 'true' });
    expect(config.ALLOW_SANDBOX_PAYMENTS).toBe(true);
  });

  it('refuses an analysis worker on the development internal token (it calls billing for refunds)', () => {
    expect(() => loadAnalysisWorkerConfig({ NODE_ENV: 'production' })).toThrow(/INTERNAL_API_TOKEN/);
    expect(() => loadAnalysisWorkerConfig({ NODE_ENV: 'production', INTERNAL_API_TOKEN: DEV_INTERNAL_API_TOKEN })).toThrow(ConfigError);
    expect(loadAnalysisWorkerConfig({ NODE_ENV: 'production', INTERNAL_API_TOKEN: 'a-real-secret-of-our-own-0123456789abcdef' }).BILLING_URL).toBe('http://127.0.0.1:3101');
  });

  it('asks nothing of development', () => {
    expect(() => loadGatewayConfig({})).not.toThrow();
    expect(() => loadBillingConfig({})).not.toThrow();
  });
});
