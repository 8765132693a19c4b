import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import type { GatewayConfig } from '@doco/config';
import type { GatewayDeps } from './deps.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { createMetrics, instrumentHttp } from '@doco/service-kit';
import { echoRequestId, genRequestId } from './plugins/request-id.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { registerSameOriginCheck } from './plugins/same-origin.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerAfterReply } from './plugins/after-reply.ts';
import { serverTimeouts } from './plugins/timeouts.ts';
import { registerSessions } from './sessions/plugin.ts';
import { createSessionCache } from './sessions/auth-cache.ts';
import { forgettingBilling } from './sessions/billing-drops.ts';
import { DEFAULT_PREFIX, invalidationChannel } from '@doco/queue';
import { healthRoutes } from './routes/health.ts';
import { authRoutes } from './features/auth/index.ts';
import { contactFeature } from './features/contact/index.ts';
import { documentRoutes } from './features/documents/routes.ts';
import { documentViewRoutes } from './features/documents/view.routes.ts';
import { analysisRoutes } from './features/analyses/routes.ts';
import { compareRoutes } from './features/analyses/compare.routes.ts';
import { errorReportRoutes } from './features/error-reports/routes.ts';
import { unsubscribeRoutes } from './features/analyses/unsubscribe.routes.ts';
import { publicBase } from './features/auth/links.ts';
import { createCompletedCache } from './features/analyses/completed-cache.ts';
import { analyticsRoutes } from './features/analytics/routes.ts';
import { billingFeature } from './features/billing/index.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { shareRoutes } from './features/shares/routes.ts';
import { sharedReportRoutes } from './features/shares/public.routes.ts';
import { registerSharedHeaders } from './features/shares/shared-headers.ts';

export type AppConfig = Pick<
  GatewayConfig,
  'WEB_DIST_DIR' | 'TRUST_PROXY' | 'MAX_UPLOAD_BYTES' | 'USER_STORAGE_QUOTA_BYTES' | 'SESSION_SECRET' | 'PUBLIC_URL' | 'PORT' | 'SUPPORT_EMAIL' | 'BILLING_TOKEN_GATEWAY' | 'NODE_ENV' | 'INVOICE_SELLER_NAME' | 'INVOICE_ABN' | 'INVOICE_ADDRESS'
>;

export interface BuildOptions {
  config: AppConfig;
  deps: GatewayDeps;
  logger?: FastifyServerOptions['loggerInstance'] | boolean;
}

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many hops nearest to us (as proxy-addr does). */
function trustedProxies(setting: AppConfig['TRUST_PROXY']) {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/** Builds the gateway: external plugins, then ours, then routes. Tests build it; server.ts listens. */
export async function buildApp({ config, deps: given, logger = false }: BuildOptions) {
  const cache = createSessionCache({ redis: given.redis, channel: invalidationChannel(given.queuePrefix ?? DEFAULT_PREFIX) });
  const deps: GatewayDeps = { ...given, billing: forgettingBilling(given.billing, cache) };
  const app = Fastify({
    ...(typeof logger === 'boolean' ? { logger } : { loggerInstance: logger }),
    genReqId: genRequestId,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    ...serverTimeouts,
  });
  registerErrorHandler(app);
  instrumentHttp(app, deps.metrics ?? createMetrics('gateway'));
  registerAfterReply(app);
  echoRequestId(app);
  await registerSecurityHeaders(app, { publicUrl: config.PUBLIC_URL });
  app.decorateRequest('user', null);
  registerSameOriginCheck(app, { publicUrl: config.PUBLIC_URL });
  const https = config.PUBLIC_URL?.startsWith('https://') ?? false;
  await registerSessions(app, {
    db: deps.db,
    secret: config.SESSION_SECRET,
    secure: https,
    hostPrefix: config.NODE_ENV === 'production',
    cache,
  });
  healthRoutes(app, deps, config.BILLING_TOKEN_GATEWAY);
  // Accounts: /api/auth/* and /api/contact (their own zod schemas and Redis rate limits).
  await app.register(authRoutes, { deps, config });
  await app.register(contactFeature, { deps, config });
  const completed = createCompletedCache();
  await app.register(documentRoutes, { deps, maxUploadBytes: config.MAX_UPLOAD_BYTES, quotaBytes: config.USER_STORAGE_QUOTA_BYTES, onDeleted: (id: string) => completed.dropDocument(id) });
  const reminders = { secret: config.SESSION_SECRET, publicBase: publicBase(config.PUBLIC_URL, config.PORT) };
  await app.register(analysisRoutes, { deps, completed, reminders });
  await app.register(compareRoutes, { deps, completed });
  await app.register(documentViewRoutes, { deps });
  await app.register(errorReportRoutes, { deps });
  await app.register(unsubscribeRoutes, { deps, secret: config.SESSION_SECRET, completed });
  // Shared report links (issue 28 §5): the owner's routes, and the public page and API without a session.
  registerSharedHeaders(app);
  await app.register(shareRoutes, { deps });
  await app.register(sharedReportRoutes, { deps, secret: config.SESSION_SECRET });
  await app.register(analyticsRoutes, { deps });
  await app.register(adminRoutes, { deps, config, cookie: { secure: https, hostPrefix: config.NODE_ENV === 'production' } });
  await app.register(billingFeature, {
    deps,
    seller: { name: config.INVOICE_SELLER_NAME, abn: config.INVOICE_ABN, address: config.INVOICE_ADDRESS, email: config.SUPPORT_EMAIL },
  });
  await registerWebApp(app, config.WEB_DIST_DIR);
  return app;
}
