import { DEV_BILLING_TOKEN_GATEWAY } from '@doco/config';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { QUEUES, type EmailTemplate, type PublicUser, type SendEmailJob } from '@doco/contracts';
import { createDb } from '@doco/db';
import { createProducer, redisOptions } from '@doco/queue';
import type { Metrics } from '@doco/service-kit';
import { createStorage } from '@doco/storage';
import { createTestDatabase, createTestRedis } from '@doco/testkit';
import { startTestBilling } from '@doco/billing/testing';
import { buildApp } from '../src/app.ts';
import { signFormStart } from '../src/features/auth/bot-check.ts';
import { createBillingClient } from '../src/clients/billing.ts';
import type { GatewayDeps } from '../src/deps.ts';

/** Where the test gateway forwards confirmed contact messages. */
export const SUPPORT_EMAIL = 'support@doco.test';

export interface TestGatewayOptions {
  webBuilt?: boolean;
  /** The gateway's database (e.g. one that is down); billing keeps the fresh test database. */
  databaseUrl?: string;
  publicUrl?: string;
  trustProxy?: false | number | string[];
  nodeEnv?: 'test' | 'production';
  quotaBytes?: number;
  maxUploadBytes?: number;
  /** A pino logger (e.g. writing to memory) instead of none. */
  logger?: Parameters<typeof buildApp>[0]['logger'];
  /** INVOICE_ABN; null runs the gateway without one (tax invoices are then refused). */
  invoiceAbn?: string | null;
  /** Prometheus registries to record into (a test that scrapes /metrics); fresh ones otherwise. */
  metrics?: { gateway?: Metrics; billing?: Metrics };
}

/**
 * The one in-process test stack: the real gateway and the real billing service on a fresh database,
 * a Redis prefix of their own, filesystem storage and a web build in a temporary directory. Gateway
 * tests use it as it is; the worker's integration stack adds worker processes pointed at the same
 * database, Redis prefix, storage and billing.
 */
export async function createTestGateway(options: TestGatewayOptions = {}) {
  const database = await createTestDatabase();
  const redisInfo = await createTestRedis();
  const dir = mkdtempSync(join(tmpdir(), 'doco-gateway-'));
  const distDir = join(dir, 'web');
  if (options.webBuilt !== false) {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(distDir, { recursive: true });
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Doco</title><div id="root"></div>');
    writeFileSync(join(distDir, 'app.js'), 'console.log("doco")');
  }
  const db = options.databaseUrl ? createDb({ url: options.databaseUrl }) : database.db;
  const redis = new Redis({ ...redisOptions(redisInfo.url), enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  const objectsDir = join(dir, 'objects');
  const storage = createStorage({ dir: objectsDir });
  await storage.ensureReady();
  const producer = createProducer({ redisUrl: redisInfo.url, prefix: redisInfo.prefix });
  // The real billing service, in-process on a free port, on the same database. It queues receipts on
  // the queues the gateway uses and tells the gateways what changed, as in production.
  const billingService = await startTestBilling({ db: database.db, redisUrl: redisInfo.url, prefix: redisInfo.prefix, mail: producer, metrics: options.metrics?.billing });
  const billing = createBillingClient(billingService.url);
  // queuePrefix also namespaces the rate-limit keys, so cleanup() removes them with the queues.
  const deps: GatewayDeps = {
    db,
    redis,
    storage,
    producer,
    billing,
    queuePrefix: redisInfo.prefix,
    ...(options.metrics?.gateway ? { metrics: options.metrics.gateway } : {}),
  };
  // enableOfflineQueue is off: wait until Redis is connected before the first request counts on it.
  if (redis.status !== 'ready') await once(redis, 'ready');
  const config = {
      WEB_DIST_DIR: distDir,
      TRUST_PROXY: options.trustProxy ?? false,
      MAX_UPLOAD_BYTES: options.maxUploadBytes ?? 20 * 1024 * 1024,
      USER_STORAGE_QUOTA_BYTES: options.quotaBytes ?? 500 * 1024 * 1024,
      SESSION_SECRET: TEST_SESSION_SECRET,
      PUBLIC_URL: options.publicUrl,
      PORT: 3000,
      INVOICE_SELLER_NAME: 'Doco Test Pty Ltd',
      INVOICE_ABN: options.invoiceAbn === null ? undefined : (options.invoiceAbn ?? '12 345 678 901'),
      INVOICE_ADDRESS: '1 Test Lane, Melbourne VIC 3000',
      NODE_ENV: options.nodeEnv ?? 'test',
      BILLING_TOKEN_GATEWAY: DEV_BILLING_TOKEN_GATEWAY,
      SUPPORT_EMAIL,
    };
  const app = await buildApp({ config, deps, ...(options.logger ? { logger: options.logger } : {}) });
  const others: Array<Awaited<ReturnType<typeof buildApp>>> = [];
  return {
    app,
    deps,
    /** The fresh test database (its URL for other processes; its Kysely for seeding). */
    database,
    redisUrl: redisInfo.url,
    queuePrefix: redisInfo.prefix,
    /** Where the filesystem storage keeps its objects (other processes point STORAGE_DIR here). */
    storageDir: objectsDir,
    /** The stack's temporary directory, removed by close(). */
    dataDir: dir,
    billingUrl: billingService.url,
    billingApp: billingService.app,
    supportEmail: SUPPORT_EMAIL,
    /** A second gateway process's app on the same database, Redis and billing (as `--scale gateway=2`). */
    async another() {
      const other = await buildApp({ config, deps });
      others.push(other);
      return other;
    },
    /** Keys stored under a prefix (reads the filesystem driver's layout: one `<key>~obj` file per object). */
    async listStoredKeys(prefix: string) {
      const root = join(objectsDir, prefix);
      if (!existsSync(root)) return [];
      return readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('~obj'))
        .map((f) => `${prefix}/${f.slice(0, -'~obj'.length)}`);
    },
    async close() {
      for (const other of others) await other.close();
      await app.close();
      await billingService.close();
      await producer.close();
      redis.disconnect();
      if (options.databaseUrl) await db.destroy();
      await database.destroy();
      await redisInfo.cleanup();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---- Accounts: real register -> verify -> login through the routes ---------------------------

export type TestGateway = Awaited<ReturnType<typeof createTestGateway>>;

/** Every send-email job queued so far, oldest first (gateway tests run no mailer, so they wait). */
export async function queuedEmails(gateway: TestGateway): Promise<SendEmailJob[]> {
  await gateway.app.settled(); // forgot/resend queue their mail after replying
  const queue = gateway.deps.producer.queue(QUEUES.email);
  const jobs = await queue.getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed', 'failed']);
  const mails = jobs
    .filter((job) => job !== undefined)
    .sort((a, b) => a.timestamp - b.timestamp)
    .map((job) => job.data as SendEmailJob);
  // As the mailer sends them: a token link is kept beside its job, not in it.
  return Promise.all(mails.map(async (mail) => (await gateway.deps.producer.mailLinks.open(mail)) ?? mail));
}

/** The newest queued mail of `template` to `to`; fails the test when there is none. */
export async function lastEmail(gateway: TestGateway, to: string, template: EmailTemplate): Promise<SendEmailJob> {
  const mails = (await queuedEmails(gateway)).filter((mail) => mail.to === to && mail.template === template);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no ${template} mail to ${to} was queued`);
  return mail;
}

/** The token of a mailed link. */
export function tokenOf(mail: SendEmailJob): string {
  const token = new URL(mail.data.link ?? '').searchParams.get('token');
  if (!token) throw new Error(`mail ${mail.emailId} has no token link`);
  return token;
}

/** A client address of its own, so one test's calls do not use up another's per-IP rate limits. */
export function testIp(): string {
  const n = () => Math.floor(Math.random() * 254) + 1;
  return `10.${n()}.${n()}.${n()}`;
}

export const TEST_SESSION_SECRET = 'test-session-secret-0123456789-abcdefghij';

/** The bot-check fields a person's browser sends: empty honeypot, a form the server opened 5 s ago. */
export function humanForm(now = Date.now(), secret = TEST_SESSION_SECRET) {
  return { website: '', formToken: signFormStart(secret, now - 5000) };
}

/** `name=value` of the session cookie a response set, for the next request's Cookie header. */
export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'doco.sid');
  if (!cookie) throw new Error('the response set no session cookie');
  return `doco.sid=${cookie.value}`;
}

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let accounts = 0;

/** Registers through POST /api/auth/register and follows the mailed verification link. */
export async function signUp(gateway: TestGateway, overrides: Partial<TestAccount> = {}): Promise<TestAccount> {
  accounts += 1;
  const account: TestAccount = {
    email: `buyer-${process.pid}-${accounts}-${Math.random().toString(36).slice(2, 8)}@example.test`,
    password: 'Correct-Horse-Battery-9',
    firstName: 'Alex',
    lastName: 'Buyer',
    ...overrides,
  };
  const remoteAddress = testIp();
  const registered = await gateway.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    payload: { ...account, ...humanForm() },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.statusCode} ${registered.body}`);
  const mail = await lastEmail(gateway, account.email.toLowerCase(), 'verify-email');
  const verified = await gateway.app.inject({ url: `/api/auth/verify-email?token=${tokenOf(mail)}`, remoteAddress });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  return account;
}

/** Signs in through POST /api/auth/login; returns the session cookie. */
export async function login(gateway: TestGateway, email: string, password: string): Promise<string> {
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: testIp(),
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response);
}

/** A new verified account, signed in: its details, the session cookie and the user record. */
export async function signUpAndLogin(gateway: TestGateway, overrides: Partial<TestAccount> = {}) {
  const account = await signUp(gateway, overrides);
  const cookie = await login(gateway, account.email, account.password);
  const user = await gateway.app.inject({ url: '/api/auth/user', headers: { cookie } });
  return { ...account, cookie, user: user.json() as PublicUser };
}

/** app.inject with the session cookie of a signed-in account. */
export function injectWithLogin(gateway: TestGateway, cookie: string, options: InjectOptions) {
  return gateway.app.inject({ ...options, headers: { ...options.headers, cookie } });
}
