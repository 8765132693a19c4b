import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorReportRequest, errorReportResponse, hiddenItemsResponse, hideItemRequest } from '@doco/contracts';
import type { GatewayDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { limitBy, registerRateLimit, type LimitRule } from '../../plugins/rate-limit.ts';
import { useZodSchemas } from '../../plugins/zod.ts';
import { rateLimitNamespace } from '../auth/context.ts';
import { currentUser, requireUser } from '../auth/require-user.ts';
import { createErrorReportsRepository as repo } from './repository.ts';

const idParams = z.object({ id: z.uuid() });
const NOT_FOUND = 'No analysis found for this document.';
const HOUR = 3600_000;

// Far above what a buyer reading one report needs; low enough that one account cannot flood the admin list.
const REPORT_LIMITS: LimitRule[] = [{ name: 'error-report:user', max: 60, windowMs: HOUR, key: (request) => request.user?.id }];
const HIDE_LIMITS: LimitRule[] = [{ name: 'hide-item:user', max: 300, windowMs: HOUR, key: (request) => request.user?.id }];

/**
 * 'This looks wrong' (issue 26): the buyer reports an item of their results (kept for the admin
 * portal, nothing leaves the platform) and may hide it from their own report. The owner's only.
 */
export async function errorReportRoutes(scope: FastifyInstance, opts: { deps: GatewayDeps }) {
  const { deps } = opts;
  const app = useZodSchemas(scope);
  app.addHook('preHandler', requireUser(deps.db));
  await registerRateLimit(scope, { redis: deps.redis, nameSpace: rateLimitNamespace(deps) });

  /** The analysis id of the path, when it is the signed-in user's; 404 otherwise. */
  const ownedId = async (params: unknown, userId: string) => {
    const parsed = idParams.safeParse(params);
    const owned = parsed.success ? await repo(deps.db).ownedAnalysis(userId, parsed.data.id) : undefined;
    if (!owned) throw notFound(NOT_FOUND);
    return owned.id;
  };

  /** The PDF report is rendered again by the analysis worker, without the hidden items (it reads them itself). */
  const rerender = (analysisId: string, requestId: string) => deps.producer.enqueueReportRender({ analysisId, requestId });

  app.post(
    '/api/analyses/:id/error-reports',
    { schema: { body: errorReportRequest, response: { 201: errorReportResponse } }, preHandler: limitBy(app, REPORT_LIMITS) },
    async (request, reply) => {
      const user = currentUser(request);
      const analysisId = await ownedId(request.params, user.id);
      const { item, reason, note, hide } = request.body;
      const stored = await repo(deps.db).insert({ analysisId, userId: user.id, item, reason, note: note || null });
      if (hide) {
        await repo(deps.db).setHidden(analysisId, item, true);
        await rerender(analysisId, request.id);
      }
      request.log.info({ analysisId, itemKind: item.kind, reason }, 'error reported');
      reply.code(201);
      return { id: stored.id, createdAt: new Date(stored.createdAt).toISOString(), hiddenItems: await repo(deps.db).hiddenItems(analysisId) };
    },
  );

  app.get('/api/analyses/:id/hidden-items', { schema: { response: { 200: hiddenItemsResponse } } }, async (request) => {
    const analysisId = await ownedId(request.params, currentUser(request).id);
    return { items: await repo(deps.db).hiddenItems(analysisId) };
  });

  app.put(
    '/api/analyses/:id/hidden-items',
    { schema: { body: hideItemRequest, response: { 200: hiddenItemsResponse } }, preHandler: limitBy(app, HIDE_LIMITS) },
    async (request) => {
      const analysisId = await ownedId(request.params, currentUser(request).id);
      await repo(deps.db).setHidden(analysisId, request.body.item, request.body.hidden);
      await rerender(analysisId, request.id);
      return { items: await repo(deps.db).hiddenItems(analysisId) };
    },
  );
}
