import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEV_BILLING_TOKEN_GATEWAY,
  DEV_BILLING_TOKEN_WORKER,
  EXAMPLE_BILLING_TOKEN_WORKER,
  EXAMPLE_SESSION_SECRET,
  loadAnalysisWorkerConfig,
  loadBillingConfig,
  loadGatewayConfig,
  loadMailerConfig,
} from './index.ts';

const secret = 'a-real-production-secret-0123456789-abcdef';
const gatewayToken = 'a-real-billing-token-of-the-gateway-0123456789';
const workerToken = 'a-real-billing-token-of-the-worker-0123456789';
const gateway = { NODE_ENV: 'production', SESSION_SECRET: secret, PUBLIC_URL: 'https://doco.example.com.au', BILLING_TOKEN_GATEWAY: gatewayToken, TRUST_PROXY: '1', INVOICE_ABN: '12 345 678 901' };
const stripe = {
  NODE_ENV: 'production',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  BILLING_TOKEN_GATEWAY: gatewayToken,
  BILLING_TOKEN_WORKER: workerToken,
  PUBLIC_URL: 'https://doco.example.com.au',
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
    ['no BILLING_TOKEN_GATEWAY', { BILLING_TOKEN_GATEWAY: undefined }, /BILLING_TOKEN_GATEWAY/],
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
    ['no BILLING_TOKEN_GATEWAY', { BILLING_TOKEN_GATEWAY: undefined }, /BILLING_TOKEN_GATEWAY/],
    ['no BILLING_TOKEN_WORKER', { BILLING_TOKEN_WORKER: undefined }, /BILLING_TOKEN_WORKER/],
    ['the worker token as the .env.example placeholder', { BILLING_TOKEN_WORKER: EXAMPLE_BILLING_TOKEN_WORKER }, /BILLING_TOKEN_WORKER/],
    ["the gateway's token given to the worker too", { BILLING_TOKEN_WORKER: gatewayToken }, /BILLING_TOKEN_WORKER: must differ/],
    ['a Stripe test-mode key (sk_test_)', { STRIPE_SECRET_KEY: 'sk_test_x' }, /STRIPE_SECRET_KEY.*sk_test_/],
    ['no PUBLIC_URL for the links in receipts', { PUBLIC_URL: undefined }, /PUBLIC_URL/],
  ])('billing with %s', (_label, change, variable) => {
    expect(() => loadBillingConfig({ ...stripe, ...change })).toThrow(variable);
  });

  it('lets the sandbox run in production only with the explicit ALLOW_SANDBOX_PAYMENTS opt-in', () => {
    const config = loadBillingConfig({ NODE_ENV: 'production', BILLING_TOKEN_GATEWAY: gatewayToken, BILLING_TOKEN_WORKER: workerToken, ALLOW_SANDBOX_PAYMENTS: 'true', PUBLIC_URL: 'https://doco.example.com.au' });
    expect(config.ALLOW_SANDBOX_PAYMENTS).toBe(true);
  });

  it('lets a Stripe test-mode key run in production only with the same ALLOW_SANDBOX_PAYMENTS opt-in', () => {
    const config = loadBillingConfig({ ...stripe, STRIPE_SECRET_KEY: 'sk_test_x', ALLOW_SANDBOX_PAYMENTS: 'true' });
    expect(config.STRIPE_SECRET_KEY).toBe('sk_test_x');
    expect(() => loadBillingConfig({ ...stripe, STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(ConfigError);
  });

  it('refuses an analysis worker on a development billing token (it calls billing for refunds)', () => {
    expect(() => loadAnalysisWorkerConfig({ NODE_ENV: 'production' })).toThrow(/BILLING_TOKEN_WORKER/);
    expect(() => loadAnalysisWorkerConfig({ NODE_ENV: 'production', BILLING_TOKEN_WORKER: DEV_BILLING_TOKEN_WORKER })).toThrow(ConfigError);
    // The gateway's development token is no better.
    expect(() => loadAnalysisWorkerConfig({ NODE_ENV: 'production', BILLING_TOKEN_WORKER: DEV_BILLING_TOKEN_GATEWAY })).toThrow(ConfigError);
    expect(loadAnalysisWorkerConfig({ NODE_ENV: 'production', BILLING_TOKEN_WORKER: workerToken }).BILLING_URL).toBe('http://127.0.0.1:3101');
  });

  it('refuses a mailer that would attach tax invoices without the seller\'s ABN (issue 27)', () => {
    expect(() => loadMailerConfig({ NODE_ENV: 'production' })).toThrow(/INVOICE_ABN: must be set/);
    expect(loadMailerConfig({ NODE_ENV: 'production', INVOICE_ABN: '12 345 678 901' }).INVOICE_ABN).toBe('12 345 678 901');
  });

  it('asks nothing of development', () => {
    expect(() => loadGatewayConfig({})).not.toThrow();
    expect(() => loadBillingConfig({})).not.toThrow();
    expect(() => loadMailerConfig({})).not.toThrow();
  });
});
