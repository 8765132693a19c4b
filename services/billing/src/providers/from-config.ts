import { join } from 'node:path';
import { ConfigError, type BillingConfig } from '@doco/config';
import type { PaymentsSetup } from '../app.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';
import { createStripeProvider } from './stripe/stripe-provider.ts';

/** Stripe when a secret key is configured (or PAYMENTS_PROVIDER=stripe demands it), else the sandbox. */
export function paymentsFromConfig(config: BillingConfig): PaymentsSetup {
  const useStripe = config.PAYMENTS_PROVIDER === 'stripe' || (config.PAYMENTS_PROVIDER === 'auto' && config.STRIPE_SECRET_KEY);
  if (useStripe) {
    if (!config.STRIPE_SECRET_KEY) throw new ConfigError('Invalid environment:\n  STRIPE_SECRET_KEY: required when PAYMENTS_PROVIDER=stripe');
    return {
      kind: 'stripe',
      provider: createStripeProvider({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        apiBase: config.STRIPE_API_BASE,
        productId: config.STRIPE_PRODUCT_ID,
      }),
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    };
  }
  // The sandbox keeps its records under DATA_DIR so a pending payment survives a restart.
  return { kind: 'sandbox', sandbox: createSandboxProvider({ statePath: join(config.DATA_DIR, 'billing', 'sandbox.json') }) };
}
