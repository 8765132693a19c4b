import { ConfigError } from './load.ts';

// NODE_ENV=production refuses settings that are only safe on a developer's machine. Each problem
// names its variable; the service stops at start-up rather than running with a warning.

/** The gateway's session secret when none is set (development and tests only). */
export const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0123456789';
/** The placeholder in .env.example, refused like the development value. */
export const EXAMPLE_SESSION_SECRET = 'change-me-to-a-random-string-of-32-or-more-characters';
/**
 * Each caller of billing's internal API has its own token (billing allows each only its routes). These
 * are the development values, used when the variable is unset; production refuses them and the
 * `.env.example` placeholders.
 */
export const DEV_BILLING_TOKEN_GATEWAY = 'dev-only-billing-token-of-the-gateway-0123456789';
export const DEV_BILLING_TOKEN_WORKER = 'dev-only-billing-token-of-the-worker-0123456789';
export const EXAMPLE_BILLING_TOKEN_GATEWAY = 'change-me-to-a-random-string-for-the-gateway-32-or-more';
export const EXAMPLE_BILLING_TOKEN_WORKER = 'change-me-to-a-random-string-for-the-worker-32-or-more';

type Env = { NODE_ENV: string };

/** Tax invoices (downloads and receipts) name the seller's ABN: production refuses to issue any without it. */
const INVOICE_ABN_PROBLEM = "INVOICE_ABN: must be set (a tax invoice names the seller's ABN; none is issued without it)";

function refuse(problems: string[]) {
  if (problems.length > 0) {
    throw new ConfigError(`Unsafe settings for NODE_ENV=production:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

const weakToken = (value: string, dev: string, example: string) => value === dev || value === example;

const WEAK_BILLING_TOKENS = new Set([DEV_BILLING_TOKEN_GATEWAY, DEV_BILLING_TOKEN_WORKER, EXAMPLE_BILLING_TOKEN_GATEWAY, EXAMPLE_BILLING_TOKEN_WORKER]);

/** A billing token problem for `name`, or none: a development or example value is never a secret. */
function billingTokenProblem(name: 'BILLING_TOKEN_GATEWAY' | 'BILLING_TOKEN_WORKER', value: string): string[] {
  return WEAK_BILLING_TOKENS.has(value) ? [`${name}: must be set to a secret of your own (32+ random characters), the same for billing and its caller`] : [];
}

export function assertSafeGatewaySettings(
  config: Env & { SESSION_SECRET: string; PUBLIC_URL?: string | undefined; BILLING_TOKEN_GATEWAY: string; TRUST_PROXY: unknown; INVOICE_ABN?: string | undefined },
) {
  if (config.NODE_ENV !== 'production') return;
  const problems: string[] = [];
  if (weakToken(config.SESSION_SECRET, DEV_SESSION_SECRET, EXAMPLE_SESSION_SECRET)) {
    problems.push('SESSION_SECRET: must be set to a secret of your own (32+ random characters)');
  }
  if (!config.PUBLIC_URL) problems.push('PUBLIC_URL: must be set (the https:// address people use; every emailed link starts with it)');
  // The gateway speaks plain HTTP: with an https address a TLS proxy is in front, and unless it is
  // trusted every request looks like http and no Secure session cookie could ever be set.
  if (config.PUBLIC_URL?.startsWith('https://') && config.TRUST_PROXY === false) {
    problems.push('TRUST_PROXY: must name the TLS proxy in front of the gateway (e.g. 1) when PUBLIC_URL is https');
  }
  problems.push(...billingTokenProblem('BILLING_TOKEN_GATEWAY', config.BILLING_TOKEN_GATEWAY));
  if (!config.INVOICE_ABN) problems.push(INVOICE_ABN_PROBLEM);
  refuse(problems);
}

export function assertSafeBillingSettings(
  config: Env & {
    PAYMENTS_PROVIDER: 'auto' | 'stripe' | 'sandbox';
    STRIPE_SECRET_KEY?: string | undefined;
    STRIPE_WEBHOOK_SECRET?: string | undefined;
    ALLOW_SANDBOX_PAYMENTS: boolean;
    BILLING_TOKEN_GATEWAY: string;
    BILLING_TOKEN_WORKER: string;
    PUBLIC_URL?: string | undefined;
  },
) {
  if (config.NODE_ENV !== 'production') return;
  const problems: string[] = [];
  if (!config.PUBLIC_URL) problems.push('PUBLIC_URL: must be set (receipts and refund mails link to Purchase History with it)');
  const sandbox = config.PAYMENTS_PROVIDER === 'sandbox' || (config.PAYMENTS_PROVIDER === 'auto' && !config.STRIPE_SECRET_KEY);
  if (sandbox && !config.ALLOW_SANDBOX_PAYMENTS) {
    problems.push(
      `PAYMENTS_PROVIDER: ${config.PAYMENTS_PROVIDER} means the offline sandbox (no STRIPE_SECRET_KEY); set Stripe keys, or ALLOW_SANDBOX_PAYMENTS=true to try production on a laptop`,
    );
  }
  // A test-mode key moves no real money: production would grant credits for test cards.
  if (!sandbox && config.STRIPE_SECRET_KEY?.startsWith('sk_test_') && !config.ALLOW_SANDBOX_PAYMENTS) {
    problems.push('STRIPE_SECRET_KEY: is a test-mode key (sk_test_); use the live key, or ALLOW_SANDBOX_PAYMENTS=true to try production without real money');
  }
  if (!sandbox && !config.STRIPE_WEBHOOK_SECRET) problems.push('STRIPE_WEBHOOK_SECRET: must be set when Stripe is on (webhooks are verified with it)');
  problems.push(...billingTokenProblem('BILLING_TOKEN_GATEWAY', config.BILLING_TOKEN_GATEWAY));
  problems.push(...billingTokenProblem('BILLING_TOKEN_WORKER', config.BILLING_TOKEN_WORKER));
  // One token for both would give the worker the gateway's powers again.
  if (config.BILLING_TOKEN_GATEWAY === config.BILLING_TOKEN_WORKER) problems.push('BILLING_TOKEN_WORKER: must differ from BILLING_TOKEN_GATEWAY');
  refuse(problems);
}

/** The mailer attaches a tax invoice to every receipt: one without the seller's ABN is no tax invoice. */
export function assertSafeMailerSettings(config: Env & { INVOICE_ABN?: string | undefined }) {
  if (config.NODE_ENV !== 'production') return;
  refuse(config.INVOICE_ABN ? [] : [INVOICE_ABN_PROBLEM]);
}

/** The analysis worker calls billing (refunds only): it needs its own token. */
export function assertSafeWorkerSettings(config: Env & { BILLING_TOKEN_WORKER: string }) {
  if (config.NODE_ENV !== 'production') return;
  refuse(billingTokenProblem('BILLING_TOKEN_WORKER', config.BILLING_TOKEN_WORKER));
}
