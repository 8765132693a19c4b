import { z } from 'zod';
import { bool, port, positiveInt, trustProxy, url } from './fields.ts';
import { defaultDataDir, repoRoot } from './paths.ts';
import { DEV_BILLING_TOKEN_GATEWAY, DEV_BILLING_TOKEN_WORKER, DEV_SESSION_SECRET } from './production.ts';
import { resolve } from 'node:path';

// Every environment variable the product reads is declared here, once. README's table mirrors this file.

/** Where verified contact messages go; the web app shows the same address (web/src/config/support.ts). */
const supportEmail = z.email().default('support@doco.com.au');

/** auto: the native tesseract binary when on PATH, else tesseract.js; native: require the binary. */
const ocrEngine = z.enum(['auto', 'native', 'tesseractjs']).default('auto');

/** Billing's internal API takes one bearer token per caller, each allowed only its routes; production requires real ones. */
const billingToken = (dev: string) => z.string().min(32, 'must be at least 32 characters').default(dev);
/** The gateway's token: every billing route the portal and the public API need (not refunds of analyses). */
const billingTokenGateway = billingToken(DEV_BILLING_TOKEN_GATEWAY);
/** The analysis worker's token: refunding a failed analysis's credit, nothing else. */
const billingTokenWorker = billingToken(DEV_BILLING_TOKEN_WORKER);

/** The seller on tax invoices (README): name, ABN and address; the support email is SUPPORT_EMAIL. Gateway (downloads) and mailer (receipts). */
const invoiceSeller = {
  INVOICE_SELLER_NAME: z.string().default('Doco Pty Ltd'),
  INVOICE_ABN: z.string().regex(/^\d{2} ?\d{3} ?\d{3} ?\d{3}$/, 'must be an 11-digit ABN').optional(),
  INVOICE_ADDRESS: z.string().default('Melbourne VIC 3000'),
};

export const commonEnv = z.object({
  /** The release this process runs (reported in worker heartbeats, shown on the admin System tab). */
  DOCO_VERSION: z.string().max(100).default('dev'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: bool(false),
  DATABASE_URL: url(['postgres', 'postgresql']).default('postgres://postgres@127.0.0.1:5432/doco'),
  REDIS_URL: url(['redis', 'rediss']).default('redis://127.0.0.1:6379'),
  DATA_DIR: z.string().default(defaultDataDir),
  /** BullMQ key prefix: every process of one deployment must agree on it (tests give each run its own). */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_:-]*$/, 'must be letters, digits, -, _ or :')
    .default('doco'),
});

export const storageEnv = z.object({
  S3_ENDPOINT: url(['http', 'https']).optional(),
  S3_BUCKET: z.string().min(3).default('doco-documents'),
  S3_REGION: z.string().default('ap-southeast-2'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  STORAGE_DIR: z.string().optional(),
});

export const gatewayEnv = commonEnv.extend(storageEnv.shape).extend({
  HOST: z.string().default('0.0.0.0'),
  PORT: port(3000),
  PUBLIC_URL: url(['http', 'https']).optional(),
  /** Where verified contact-form messages are forwarded (the mailer reads the same variable). */
  SUPPORT_EMAIL: supportEmail,
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_SESSION_SECRET),
  BILLING_TOKEN_GATEWAY: billingTokenGateway,
  BILLING_URL: url(['http', 'https']).default('http://127.0.0.1:3101'),
  WEB_DIST_DIR: z.string().default(resolve(repoRoot, 'web', 'dist')),
  MAX_UPLOAD_BYTES: positiveInt(20 * 1024 * 1024),
  ...invoiceSeller,
  /** Stored documents per user; an upload past it gets 413. */
  USER_STORAGE_QUOTA_BYTES: positiveInt(500 * 1024 * 1024),
  /** Proxies trusted for X-Forwarded-*: a hop count or a list of addresses/CIDRs (fields.ts). */
  TRUST_PROXY: trustProxy(),
  /** Prometheus /metrics of the gateway, on its own port off the public one. */
  METRICS_PORT: port(9100),
  METRICS_HOST: z.string().default('127.0.0.1'),
});

export const billingEnv = commonEnv.extend({
  BILLING_HOST: z.string().default('127.0.0.1'),
  BILLING_PORT: port(3101),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'must start with pk_').optional(),
  STRIPE_API_BASE: url(['http', 'https']).optional(),
  /** Product that subscription prices hang under (created on first use when missing). */
  STRIPE_PRODUCT_ID: z.string().regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only').default('doco_subscription'),
  /** auto: Stripe when STRIPE_SECRET_KEY is set, else the sandbox; stripe: refuse to start without a key. */
  PAYMENTS_PROVIDER: z.enum(['auto', 'stripe', 'sandbox']).default('auto'),
  /** Production refuses the sandbox unless this explicit (logged) opt-in is set. */
  ALLOW_SANDBOX_PAYMENTS: bool(false),
  BILLING_TOKEN_GATEWAY: billingTokenGateway,
  BILLING_TOKEN_WORKER: billingTokenWorker,
  /** The address people use: receipts and refund mails link to Purchase History and to cancelling. */
  PUBLIC_URL: url(['http', 'https']).optional(),
});

export const analysisWorkerEnv = commonEnv.extend(storageEnv.shape).extend({
  WORKER_HEALTH_PORT: port(3102),
  /** Billing's internal API: a failed analysis's credit goes back through it (the worker writes no ledger rows). */
  BILLING_URL: url(['http', 'https']).default('http://127.0.0.1:3101'),
  BILLING_TOKEN_WORKER: billingTokenWorker,
  ANALYSIS_CONCURRENCY: positiveInt(2),
  /** Sandbox children kept started ahead of need (unset: one per analysis slot; 0: each analysis starts its own). */
  SANDBOX_WARM_CHILDREN: z.coerce.number().int().min(0).max(64).optional(),
  OCR_CONCURRENCY: positiveInt(2),
  OCR_ENGINE: ocrEngine,
  /** A job whose lock this worker has not renewed for this long counts as stalled (BullMQ lockDuration). */
  WORKER_LOCK_MS: positiveInt(30_000),
  /** How often stalled jobs are looked for and handed to another worker (shared by a queue's workers). */
  WORKER_STALLED_INTERVAL_MS: positiveInt(30_000),
  /** How often the worker looks for failed analyses' refunds billing has not confirmed yet (issue 25). */
  REFUND_POLL_MS: positiveInt(5_000),
  /** The wait after a refund's first failed delivery; it doubles with each failure, up to REFUND_RETRY_MAX_MS. */
  REFUND_RETRY_BASE_MS: positiveInt(5_000),
  REFUND_RETRY_MAX_MS: positiveInt(600_000),
  LLM_BASE_URL: url(['http', 'https']).optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  /** Per-request timeout of the LLM pass, ms. */
  LLM_TIMEOUT_MS: positiveInt(60_000),
  /** Upper bound on the document tokens the LLM pass sends per analysis. */
  LLM_TOKEN_BUDGET: positiveInt(60_000),
});

export const mailerEnv = commonEnv.extend({
  MAILER_HEALTH_PORT: port(3103),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().default('Doco <no-reply@doco.local>'),
  SUPPORT_EMAIL: supportEmail,
  MAIL_DIR: z.string().optional(),
  ...invoiceSeller,
});

/** Read by packages/testkit only: where the tests find Postgres and Redis. */
export const testEnv = z.object({
  TEST_DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  TEST_REDIS_URL: url(['redis', 'rediss']).optional(),
});

/** Read by the `doco` CLI (`npm run doco -- ...`). */
export const cliEnv = z.object({
  /** Set by npm to the directory the command was typed in; relative FILE arguments resolve against it. */
  INIT_CWD: z.string().optional(),
  /** Pages read by OCR at once (as the worker's OCR_CONCURRENCY). */
  OCR_CONCURRENCY: positiveInt(2),
  OCR_ENGINE: ocrEngine,
});

/** Read by `npm run doco -- admin ...` (the gateway's admin CLI). */
export const adminCliEnv = z.object({
  DATABASE_URL: url(['postgres', 'postgresql']).default('postgres://postgres@127.0.0.1:5432/doco'),
  /** Where the sign-in counters live (`admin unlock`): the deployment's Redis and key prefix. */
  REDIS_URL: commonEnv.shape.REDIS_URL,
  QUEUE_PREFIX: commonEnv.shape.QUEUE_PREFIX,
  /** The new administrator's password (at least 12 characters); without it the CLI asks on the terminal. */
  DOCO_ADMIN_PASSWORD: z.string().optional(),
});

/** A service role's Postgres password: it goes into that service's DATABASE_URL, so URL-safe characters only. */
const rolePassword = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,}$/, 'must be 16 or more letters, digits, - or _ (it is part of a URL)')
  .optional();

/** Read by the `npm start` launcher and `npm run migrate`. */
export const launcherEnv = commonEnv.extend({
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  PORT: port(3000),
  /** Passwords that let the service roles (doco_gateway, doco_billing, doco_worker) log in; unset: they cannot. */
  GATEWAY_DB_PASSWORD: rolePassword,
  BILLING_DB_PASSWORD: rolePassword,
  WORKER_DB_PASSWORD: rolePassword,
});
