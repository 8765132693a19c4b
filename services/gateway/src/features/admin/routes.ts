import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminActionRequest,
  adminActionResponse,
  adminActivityPage,
  adminAnalysisList,
  adminStats,
  adminUserDetail,
  adminUserList,
  adminUserPage,
  adminUserSearch,
  clearRateLimitsResponse,
} from '@doco/contracts';
import type { GatewayDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { registerRateLimit } from '../../plugins/rate-limit.ts';
import { useZodSchemas } from '../../plugins/zod.ts';
import { accountEmails } from '../auth/emails.ts';
import { rateLimitNamespace } from '../auth/context.ts';
import { publicBase } from '../auth/links.ts';
import { createSignInFailures } from '../auth/sign-in-failures.ts';
import { createUsersRepository } from '../auth/users.repository.ts';
import { runAction } from './actions.ts';
import { createAdminSessions } from './admin-sessions.ts';
import { createAdminsRepository } from './admins.repository.ts';
import { adminLoginRoute, adminSessionRoutes } from './auth.routes.ts';
import { writeAudit } from './audit.ts';
import { createOverviewRepository } from './overview.repository.ts';
import { currentAdmin, requireAdmin } from './require-admin.ts';
import { adminTabRoutes, scanKeys } from './tabs.routes.ts';
import { registerBullBoard } from './bull-board.ts';
import { reportedErrorsRoutes } from './reported-errors.routes.ts';

export interface AdminPluginOptions {
  deps: GatewayDeps;
  config: { PUBLIC_URL?: string | undefined; PORT: number };
  cookie: { secure: boolean; hostPrefix: boolean };
}

const userIdParams = z.object({ id: z.uuid() });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).optional().default(1) });
const noStore = { 'cache-control': 'private, no-store' };

/** The admin portal's API (spec-accounts-admin §2 Administrator portal, §7): every route but login needs an admin session. */
export async function adminRoutes(scope: FastifyInstance, options: AdminPluginOptions) {
  const { deps } = options;
  const app = useZodSchemas(scope);
  await registerRateLimit(scope, { redis: deps.redis, nameSpace: rateLimitNamespace(deps) });
  app.decorateRequest('admin', null);
  app.decorateRequest('adminSid', null);
  const sessions = createAdminSessions(deps.db, options.cookie);
  const admins = createAdminsRepository(deps.db);
  const overview = createOverviewRepository(deps.db, deps.billing);
  const failures = createSignInFailures(deps.redis, rateLimitNamespace(deps));
  const actionContext = {
    deps,
    users: createUsersRepository(deps.db, (userId) => app.sessionCache?.userChanged(userId)),
    emails: accountEmails(deps.producer),
    publicBase: publicBase(options.config.PUBLIC_URL, options.config.PORT),
  };

  const authContext = { db: deps.db, admins, sessions, failures };
  adminLoginRoute(app, authContext);

  // Everything registered in this inner scope is behind the admin session (checked before the body is parsed).
  await scope.register(async (inner) => {
    const guarded = useZodSchemas(inner);
    inner.addHook('onRequest', requireAdmin(deps.db, sessions));
    inner.addHook('onSend', async (_request, reply) => {
      reply.headers(noStore);
    });
    adminSessionRoutes(guarded, authContext);

    // Revenue is billing's figure from its payments (the same the Analytics tab shows), never the gateway's own SQL.
    guarded.get('/api/admin/dashboard/stats', { schema: { response: { 200: adminStats } } }, async () => {
      const [stats, revenue] = await Promise.all([overview.stats(), deps.billing.revenue()]);
      return { ...stats, totalRevenue: revenue.revenueCents };
    });
    guarded.get('/api/admin/users/recent', { schema: { response: { 200: adminUserList } } }, async () => overview.recentUsers());
    guarded.get('/api/admin/users', { schema: { querystring: adminUserSearch, response: { 200: adminUserPage } } }, async (request) =>
      overview.searchUsers(request.query.query, request.query.page),
    );
    guarded.get('/api/admin/users/:id', { schema: { response: { 200: adminUserDetail } } }, async (request) => {
      const params = userIdParams.safeParse(request.params);
      const user = params.success ? await overview.findUser(params.data.id) : undefined;
      if (!user) throw notFound('User not found');
      const balance = await deps.billing.balance(user.id);
      return overview.userDetail(user, {
        free: balance.freeCreditsRemaining,
        subscription: balance.subscriptionOnlyCreditsRemaining,
        payg: balance.paygCreditsRemaining,
        total: balance.totalCreditsRemaining,
      });
    });
    guarded.get('/api/admin/analyses/recent', { schema: { response: { 200: adminAnalysisList } } }, async () => overview.recentAnalyses());
    guarded.get('/api/admin/activity', { schema: { querystring: pageQuery, response: { 200: adminActivityPage } } }, async (request) =>
      overview.activity(request.query.page),
    );

    guarded.post('/api/admin/users/:id/action', { schema: { body: adminActionRequest, response: { 200: adminActionResponse } } }, async (request) => {
      const params = userIdParams.safeParse(request.params);
      const user = params.success ? await overview.findUser(params.data.id) : undefined;
      if (!user) throw notFound('User not found');
      return { message: await runAction(actionContext, request, currentAdmin(request), user, request.body) };
    });

    adminTabRoutes(guarded, deps, overview);
    reportedErrorsRoutes(guarded, deps);
    await registerBullBoard(inner, deps);

    // The emergency button opens this address in a new window (a GET by the spec; the admin cookie is SameSite=Strict).
    guarded.get('/api/clear-rate-limits', { schema: { response: { 200: clearRateLimitsResponse } } }, async (request) => {
      const cleared = await clearRateLimits(deps, rateLimitNamespace(deps));
      await writeAudit(deps.db, request, { adminId: currentAdmin(request).id, action: 'clear_rate_limits', details: { cleared } });
      return { message: `Cleared ${cleared} rate-limit ${cleared === 1 ? 'key' : 'keys'}.`, cleared };
    });
  });
}

/** Deletes every rate-limit key of this deployment (SCAN, never KEYS: Redis stays responsive). */
async function clearRateLimits(deps: GatewayDeps, namespace: string): Promise<number> {
  const keys = await scanKeys(deps, `${namespace}*`);
  let cleared = 0;
  for (let i = 0; i < keys.length; i += 500) cleared += await deps.redis.del(...keys.slice(i, i + 500));
  return cleared;
}
