import { ConfigError } from './load.ts';

// NODE_ENV=production refuses settings that are only safe on a developer's machine. Each problem
// names its variable; the service stops at start-up rather than running with a warning.

/** The gateway's session secret when none is set (development and tests only). */
export const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0123456789';
/** The placeholder in .env.example, refused like the development value. */
export const EXAMPLE_SESSION_SECRET = 'change-me-to-a-random-string-of-32-or-more-characters';
/** Shared by gateway and billing when INTERNAL_API_TOKEN is unset (development and tests only). */
export const DEV_INTERNAL_API_TOKEN = 'dev-only-internal-api-token-change-me-0123456789';
export const EXAMPLE_INTERNAL_API_TOKEN = 'change-me-to-another-random-string-of-32-or-more-characters';

type Env = { NODE_ENV: string };

function refuse(problems: string[]) {
  if (problems.length > 0) {
    throw new ConfigError(`Unsafe settings for NODE_ENV=production:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

const weakToken = (value: string, dev: string, example: string) => value === dev || value === example;

export function assertSafeGatewaySettings(
  config: Env & { SESSION_SECRET: string; PUBLIC_URL?: string | undefined; INTERNAL_API_TOKEN: string; TRUST_PROXY: unknown; INVOICE_ABN?: string | undefined },
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
  if (weakToken(config.INTERNAL_API_TOKEN, DEV_INTERNAL_API_TOKEN, EXAMPLE_INTERNAL_API_TOKEN)) {
    problems.push('INTERNAL_API_TOKEN: must be set to a secret of your own, the same for gateway and billing');
  }
  if (!config.INVOICE_ABN) problems.push('INVOICE_ABN: must be set (a tax invoice names the seller\'s ABN)');
  refuse(problems);
}

export function assertSafeBillingSettings(
  config: Env & {
    PAYMENTS_PROVIDER: 'auto' | 'stripe' | 'sandbox';
    STRIPE_SECRET_KEY?: string | undefined;
    STRIPE_WEBHOOK_SECRET?: string | undefined;
    ALLOW_SANDBOX_PAYMENTS: boolean;
    INTERNAL_API_TOKEN: string;
  },
) {
  if (config.NODE_ENV !== 'production') return;
  const problems: string[] = [];
  const sandbox = config.PAYMENTS_PROVIDER === 'sandbox' || (config.PAYMENTS_PROVIDER === 'auto' && !config.STRIPE_SECRET_KEY);
  if (sandbox && !config.ALLOW_SANDBOX_PAYMENTS) {
    problems.push(
      `PAYMENTS_PROVIDER: ${config.PAYMENTS_PROVIDER} means the offline sandbox (no STRIPE_SECRET_KEY); set Stripe keys, or ALLOW_SANDBOX_PAYMENTS=true to try production on a laptop`,
    );
  }
  if (!sandbox && !config.STRIPE_WEBHOOK_SECRET) problems.push('STRIPE_WEBHOOK_SECRET: must be set when Stripe is on (webhooks are verified with it)');
  if (weakToken(config.INTERNAL_API_TOKEN, DEV_INTERNAL_API_TOKEN, EXAMPLE_INTERNAL_API_TOKEN)) {
    problems.push('INTERNAL_API_TOKEN: must be set to a secret of your own, the same for gateway and billing');
  }
  refuse(problems);
}

/** The analysis worker calls billing (refunds): it needs the deployment's own internal token. */
export function assertSafeWorkerSettings(config: Env & { INTERNAL_API_TOKEN: string }) {
  if (config.NODE_ENV !== 'production') return;
  const problems: string[] = [];
  if (weakToken(config.INTERNAL_API_TOKEN, DEV_INTERNAL_API_TOKEN, EXAMPLE_INTERNAL_API_TOKEN)) {
    problems.push('INTERNAL_API_TOKEN: must be set to a secret of your own, the same for gateway, billing and the analysis worker');
  }
  refuse(problems);
}
