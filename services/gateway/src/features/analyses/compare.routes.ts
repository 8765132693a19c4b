import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { COMPARE_MAX, COMPARE_MIN, compareIdsFrom, compareResponse, type AnalysisResponse, type CompareResponse } from '@doco/contracts';
import type { GatewayDeps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { useZodSchemas } from '../../plugins/zod.ts';
import { currentUser, requireUser } from '../auth/require-user.ts';
import type { CompletedCache } from './completed-cache.ts';
import { documentNameOf, presentCompared } from './compare-present.ts';
import { presentAnalysis } from './present.ts';
import { createAnalysesRepository as repo } from './repository.ts';
import { createErrorReportsRepository } from '../error-reports/repository.ts';

// `ids=a,b` or `ids=a&ids=b`: read alike.
const query = z.object({ ids: z.union([z.string(), z.array(z.string())]).optional() });
const uuid = z.uuid();
const NOT_FOUND = 'One of these analyses was not found. Go back to your documents and choose again.';
const COUNT = `Choose ${COMPARE_MIN} or ${COMPARE_MAX} analyses to compare.`;

/** Why an analysis that is not completed cannot be compared, in the buyer's words. */
function notReady(status: string, name: string): AppError {
  const why = status === 'failed' ? 'could not be analysed' : 'is not analysed yet';
  return new AppError(409, `“${name}” ${why}. Only completed analyses can be compared.`, 'analysis_not_ready');
}

/**
 * GET /api/analyses/compare?ids=a,b[,c] (issue 28): two or three of the buyer's completed analyses side
 * by side. All or nothing: an id that is not the buyer's answers 404 for the whole request (as it does
 * on GET /api/analyses/{id}, so it tells nobody whether the id exists), one still running or failed 409.
 */
export async function compareRoutes(scope: FastifyInstance, opts: { deps: GatewayDeps; completed: CompletedCache }) {
  const { deps, completed } = opts;
  const app = useZodSchemas(scope);
  app.addHook('preHandler', requireUser(deps.db));

  app.get('/api/analyses/compare', { schema: { querystring: query, response: { 200: compareResponse } } }, async (request): Promise<CompareResponse> => {
    const user = currentUser(request);
    const raw = request.query.ids;
    const ids = compareIdsFrom(Array.isArray(raw) ? raw.join(',') : raw);
    if (ids.length < COMPARE_MIN || ids.length > COMPARE_MAX) throw badRequest(COUNT);
    // Not an id at all: nobody's analysis, like the /{id} routes answer it.
    if (ids.some((id) => !uuid.safeParse(id).success)) throw notFound(NOT_FOUND);
    const rows = await Promise.all(ids.map((id) => repo(deps.db).findOwned(user.id, id)));
    if (rows.some((row) => !row)) throw notFound(NOT_FOUND);
    const owned = rows.filter((row) => row !== undefined);
    const waiting = owned.find((row) => row.status !== 'completed');
    if (waiting) throw notReady(waiting.status, documentNameOf(waiting.originalName));
    const analyses = await Promise.all(
      owned.map(async (row) => {
        // The completed response the report itself is served from, when this process holds it.
        const hit = completed.get(row.id, user.id);
        const body: AnalysisResponse = hit ? JSON.parse(hit.body.toString('utf8')) : presentAnalysis(row, await repo(deps.db).results(row.id));
        return presentCompared(row, body, await createErrorReportsRepository(deps.db).hiddenItems(row.id));
      }),
    );
    return { analyses };
  });
}
