import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadBillingConfig } from '@doco/config';
import { paymentsFromConfig } from '../from-config.ts';
import { checkCard } from './cards.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

const dir = mkdtempSync(join(tmpdir(), 'doco-sandbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sandbox provider', () => {
  it('keeps its payments and its clock across a restart when given a state file', async () => {
    const statePath = join(dir, 'state.json');
    const first = createSandboxProvider({ statePath });
    const intent = await first.provider.createPaymentIntent({ amount: 300, customerId: 'cus_sandbox_u1', description: '1 credit', metadata: { userId: 'u1' } });
    const later = await first.advanceClock(40 * 24 * 3600 * 1000);

    const second = createSandboxProvider({ statePath });
    expect(await second.provider.retrievePaymentIntent(intent.id)).toMatchObject({ amount: 300, status: 'requires_payment_method', metadata: { userId: 'u1' } });
    expect(second.clock.now().getTime()).toBeGreaterThanOrEqual(later.getTime());
  });

  it('follows Stripe test-card rules', () => {
    const now = new Date('2026-11-01T00:00:00Z');
    const card = (cardNumber: string, expiry = '12/34', cvc = '123') => checkCard({ cardNumber, expiry, cvc }, now);
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true, last4: '4242' });
    expect(card('4000 0000 0000 0002')).toMatchObject({ ok: false, message: 'Your card was declined.', declineCode: 'generic_decline' });
    expect(card('4000000000009995')).toMatchObject({ ok: false, message: 'Your card has insufficient funds.' });
    expect(card('4242 4242 4242 4242', '10/26')).toMatchObject({ ok: false, code: 'invalid_expiry_year' });
    expect(card('4242 4242 4242 4242', '11/26')).toEqual({ ok: true, last4: '4242' });
    expect(card('4242 4242 4242 4242', '13/30')).toMatchObject({ ok: false, code: 'invalid_expiry_month' });
    expect(card('4111 1111 1111 1111')).toMatchObject({ ok: false, declineCode: 'test_mode_live_card' });
  });
});

describe('choosing the provider from the environment', () => {
  it('uses Stripe when a secret key is set, the sandbox otherwise, and refuses PAYMENTS_PROVIDER=stripe without a key', () => {
    expect(paymentsFromConfig(loadBillingConfig({ DATA_DIR: dir })).kind).toBe('sandbox');
    const stripe = paymentsFromConfig(loadBillingConfig({ DATA_DIR: dir, STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }));
    expect(stripe).toMatchObject({ kind: 'stripe', publishableKey: 'pk_test_x' });
    expect(paymentsFromConfig(loadBillingConfig({ DATA_DIR: dir, STRIPE_SECRET_KEY: 'sk_test_x', PAYMENTS_PROVIDER: 'sandbox' })).kind).toBe('sandbox');
    expect(() => paymentsFromConfig(loadBillingConfig({ DATA_DIR: dir, PAYMENTS_PROVIDER: 'stripe' }))).toThrow(/STRIPE_SECRET_KEY/);
  });
});
