import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createShareRequest, createShareResponse, sharedPagePath, sharesResponse } from '@doco/contracts';
import type { GatewayDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { limitBy, registerRateLimit, type LimitRule } from '../../plugins/rate-limit.ts';
import { useZodSchemas } from '../../plugins/zod.ts';
import { rateLimitNamespace } from '../auth/context.ts';
import { currentUser, requireUser } from '../auth/require-user.ts';
import { createSharesRepository as repo } from './repository.ts';
import { newShareToken } from './token.ts';

const idParams = z.object({ id: z.uuid() });
const shareParams = z.object({ id: z.uuid(), shareId: z.uuid() });
const NOT_FOUND = 'No analysis found for this document.';
const DAY = 86_400_000;
/** Working links one report may have at once: more than a buyer needs, few enough to keep track of. */
export const MAX_WORKING_SHARES = 10;
const CREATE_LIMITS: LimitRule[] = [{ name: 'report-share:user', max: 30, windowMs: 3600_000, key: (request) => request.user?.id }];

/** The owner's side of shared links (issue 28 §5): make one, list them with their openings, revoke one. */
export async function shareRoutes(scope: FastifyInstance, opts: { deps: GatewayDeps }) {
  const { deps } = opts;
  const app = useZodSchemas(scope);
  app.addHook('preHandler', requireUser(deps.db));
  await registerRateLimit(scope, { redis: deps.redis, nameSpace: rateLimitNamespace(deps) });

  /** The signed-in user's analysis of the path; 404 for anyone else's (or no such id). */
  const owned = async (params: unknown, userId: string) => {
    const parsed = idParams.safeParse(params);
    const analysis = parsed.success ? await repo(deps.db).ownedAnalysis(userId, parsed.data.id) : undefined;
    if (!analysis) throw notFound(NOT_FOUND);
    return analysis;
  };

  app.post(
    '/api/analyses/:id/shares',
    { schema: { body: createShareRequest, response: { 201: createShareResponse } }, preHandler: limitBy(app, CREATE_LIMITS) },
    async (request, reply) => {
      const analysis = await owned(request.params, currentUser(request).id);
      if (analysis.status !== 'completed') throw new AppError(409, 'Only a finished report can be shared.', 'invalid_request');
      if ((await repo(deps.db).countWorking(analysis.id)) >= MAX_WORKING_SHARES) {
        throw new AppError(409, `This report already has ${MAX_WORKING_SHARES} working links. Revoke one before making another.`, 'invalid_request');
      }
      const { days, hideNotes } = request.body;
      const { token, hash } = newShareToken();
      const created = await repo(deps.db).insert({ analysisId: analysis.id, tokenHash: hash, hideNotes, expiresAt: new Date(Date.now() + days * DAY) });
      const share = (await repo(deps.db).list(analysis.id)).find((s) => s.id === created.id);
      request.log.info({ analysisId: analysis.id, shareId: created.id, days, hideNotes }, 'report shared');
      reply.code(201);
      return { share: share!, path: sharedPagePath(token) };
    },
  );

  app.get('/api/analyses/:id/shares', { schema: { response: { 200: sharesResponse } } }, async (request) => {
    const analysis = await owned(request.params, currentUser(request).id);
    return { shares: await repo(deps.db).list(analysis.id) };
  });

  app.delete('/api/analyses/:id/shares/:shareId', async (request, reply) => {
    const parsed = shareParams.safeParse(request.params);
    if (!parsed.success) throw notFound('No such link.');
    const analysis = await owned(request.params, currentUser(request).id);
    if (!(await repo(deps.db).revoke(analysis.id, parsed.data.shareId))) throw notFound('No such link.');
    request.log.info({ analysisId: analysis.id, shareId: parsed.data.shareId }, 'shared link revoked');
    return reply.code(204).send();
  });
}
