import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sharedReportResponse } from '@doco/contracts';
import { ObjectNotFoundError } from '@doco/storage';
import type { GatewayDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { limitBy, registerRateLimit, type LimitRule } from '../../plugins/rate-limit.ts';
import { useZodSchemas } from '../../plugins/zod.ts';
import { rateLimitNamespace } from '../auth/context.ts';
import { presentAnalysis } from '../analyses/present.ts';
import { createAnalysesRepository } from '../analyses/repository.ts';
import { createErrorReportsRepository } from '../error-reports/repository.ts';
import { coarseBrowser, networkHash } from './opener.ts';
import { pdfLeavesOutHidden } from './pdf-currency.ts';
import { presentShared } from './present-shared.ts';
import { createSharesRepository } from './repository.ts';
import { hashShareToken, isShareToken } from './token.ts';

/** One answer for a link that is unknown, expired, revoked or malformed: nothing tells them apart. */
const GONE = () => new AppError(404, 'This shared report is not available. The link may have expired or been revoked.', 'not_found');

// Per address, as the account routes count theirs: a conveyancer's office reading a few reports never
// comes near it; someone trying tokens at speed does.
const OPEN_LIMITS: LimitRule[] = [{ name: 'shared-report:ip', max: 120, windowMs: 15 * 60_000, key: (request) => request.ip }];

/**
 * The public side of shared links (issue 28 §5), without a session: the report read-only, its PDF, and
 * the web page's address (answered with the app, by route, so logs name the pattern and never a token).
 */
export async function sharedReportRoutes(scope: FastifyInstance, opts: { deps: GatewayDeps; secret: string }) {
  const { deps, secret } = opts;
  const app = useZodSchemas(scope);
  await registerRateLimit(scope, { redis: deps.redis, nameSpace: rateLimitNamespace(deps) });
  const shares = createSharesRepository(deps.db);
  const analyses = createAnalysesRepository(deps.db);

  /** The stored PDF when it can be shared: stored, and known to leave out what the buyer hid (pdf-currency.ts). */
  const shareablePdf = async (analysisId: string) => {
    const report = await analyses.report(analysisId);
    if (!report?.reportStorageKey || !report.reportFilename || report.reportFileSize === null) return null;
    if (!pdfLeavesOutHidden(report.reportStorageKey, await shares.newestHiddenAt(analysisId))) return null;
    return { storageKey: report.reportStorageKey, filename: report.reportFilename, fileSize: report.reportFileSize };
  };

  /** The link of the path when it works, its opening logged; 404 otherwise. */
  const open = async (request: FastifyRequest, part: 'report' | 'pdf') => {
    const token = (request.params as { token?: unknown }).token;
    if (!isShareToken(token)) throw GONE();
    const share = await shares.working(hashShareToken(token));
    if (!share) throw GONE();
    await shares.logOpen({ shareId: share.id, part, browser: coarseBrowser(request.headers['user-agent']), networkHash: networkHash(secret, request.ip) });
    return { ...share, token };
  };

  app.get('/api/shared/:token', { schema: { response: { 200: sharedReportResponse } }, preHandler: limitBy(app, OPEN_LIMITS) }, async (request) => {
    const share = await open(request, 'report');
    const row = await analyses.findOwned(share.userId, share.analysisId);
    if (!row) throw GONE();
    const results = await analyses.results(row.id);
    // Without notes the signing date goes too, and with it the dates counted from it.
    const report = presentAnalysis(share.hideNotes ? { ...row, signingDate: null } : row, results);
    return presentShared({
      report,
      shareId: share.id,
      pdfPath: (await shareablePdf(row.id)) ? `/api/shared/${share.token}/report.pdf` : null,
      documentName: row.originalName,
      expiresAt: new Date(share.expiresAt),
      hidden: await createErrorReportsRepository(deps.db).hiddenItems(row.id),
      hideNotes: share.hideNotes,
      notes: share.hideNotes ? [] : await shares.notes(row.id),
    });
  });

  // The stored PDF: the worker renders it without the buyer's hidden items (served only once it has,
  // shareablePdf), and it carries neither the signing date nor any note of the buyer's, so it is the
  // same file whether notes are shown or not.
  app.get('/api/shared/:token/report.pdf', { preHandler: limitBy(app, OPEN_LIMITS) }, async (request, reply) => {
    const share = await open(request, 'pdf');
    const pdf = await shareablePdf(share.analysisId);
    if (!pdf) throw GONE();
    try {
      const stream = await deps.storage.get(pdf.storageKey);
      const filename = pdf.filename.replace(/[^A-Za-z0-9._ -]/g, '_');
      return reply
        .type('application/pdf')
        .header('content-length', pdf.fileSize)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(stream);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) throw GONE();
      throw error;
    }
  });

  // The web page: the app's index.html from the not-found handler (WEB_PAGES lists /shared/:token).
  app.get('/shared/:token', { preHandler: limitBy(app, OPEN_LIMITS) }, async (_request, reply) => reply.callNotFound());
}
