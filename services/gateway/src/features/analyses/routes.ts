import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { analysisResponse, remindersRequest, signingDateRequest, type AnalysisResponse, type StartAnalysisResponse } from '@doco/contracts';
import { ObjectNotFoundError } from '@doco/storage';
import type { GatewayDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { useZodSchemas } from '../../plugins/zod.ts';
import { currentUser, requireUser } from '../auth/require-user.ts';
import { presentAnalysis } from './present.ts';
import { createAnalysesRepository as repo, type AnalysisRow } from './repository.ts';
import { holdsVersion, sendCompleted, sendNotModified, type CompletedCache } from './completed-cache.ts';
import { calendarTitle, keyDatesCalendar } from './calendar.ts';
import { cancelReminders, scheduleReminders, type ReminderContext } from './reminders.ts';

const idParams = z.object({ id: z.uuid() });
const NOT_FOUND = 'No analysis found for this document.';

function parseId(params: unknown) {
  const parsed = idParams.safeParse(params);
  if (!parsed.success) throw notFound(NOT_FOUND);
  return parsed.data.id;
}

/** Start an analysis, read its results and download its report — for the document's owner only. */
export async function analysisRoutes(scope: FastifyInstance, opts: { deps: GatewayDeps; completed: CompletedCache; reminders: Omit<ReminderContext, 'producer'> }) {
  const { deps, completed } = opts;
  const reminderContext: ReminderContext = { ...opts.reminders, producer: deps.producer };
  const documentNameOf = (row: { originalName: string }) => row.originalName.replace(/\.(pdf|docx|txt)$/i, '');
  /** Queues the analysis's reminders again from what the buyer now sees (after a change of dates or opt-in). */
  const reschedule = (user: { email: string; firstName: string | null }, row: { originalName: string }, body: AnalysisResponse) =>
    scheduleReminders(reminderContext, { analysisId: body.analysis.id, keyDates: body.keyDates, to: user.email, firstName: user.firstName, documentName: documentNameOf(row) });
  // Responses are serialised through the contract's schemas: nothing the schema does not name goes out.
  const app = useZodSchemas(scope);
  const { billing } = deps;
  app.addHook('preHandler', requireUser(deps.db));

  app.post('/api/analyses/:id/start', async (request, reply): Promise<StartAnalysisResponse> => {
    const user = currentUser(request);
    const analysis = await repo(deps.db).findOwned(user.id, parseId(request.params));
    if (!analysis) throw notFound(NOT_FOUND);
    if (analysis.status === 'failed') {
      throw new AppError(409, 'This analysis failed and its credit was refunded. Upload the document again to retry.', 'analysis_failed');
    }
    reply.code(202);
    if (analysis.status !== 'pending') return { analysis: { id: analysis.id, status: analysis.status } };
    // Charged once per analysis however often it is started (billing keys the charge by analysis id),
    // and queued once (jobId = analysis id).
    await billing.consume(user.id, analysis.id);
    await repo(deps.db).markQueued(analysis.id);
    await deps.producer.enqueueAnalysis({ analysisId: analysis.id, requestId: request.id });
    request.log.info({ analysisId: analysis.id }, 'analysis queued');
    return { analysis: { id: analysis.id, status: 'pending' } };
  });

  /**
   * Answers with the analysis `row` (null: 404). A completed one is assembled once and then served to
   * its owner from memory, under both routes, with an ETag (completed-cache.ts).
   */
  const sendAnalysis = async (request: FastifyRequest, reply: FastifyReply, ownerId: string, row: AnalysisRow | undefined) => {
    if (!row) throw notFound(NOT_FOUND);
    const completedAt = row.status === 'completed' ? row.completedAt : null;
    // The signing date and the reminders change the key dates and the page, so they are part of the version.
    const etag = completedAt && `"${row.id}-${new Date(completedAt).getTime()}-${row.signingDate ?? 'unsigned'}-${row.remindersEnabled ? 'r' : 'n'}"`;
    // The browser holds this version (read from another gateway process, or before the entry expired):
    // its results are not read again.
    if (etag && holdsVersion(request, etag)) return sendNotModified(reply, etag);
    const body = presentAnalysis(row, await repo(deps.db).results(row.id));
    if (!etag) return body;
    const entry = completed.put(row.id, { ownerId, documentId: row.documentId, etag, body: JSON.stringify(analysisResponse.parse(body)) });
    return sendCompleted(request, reply, entry);
  };

  // Polled every 2 s while it runs; once completed, answered from memory with an ETag.
  app.get('/api/analyses/:id', { schema: { response: { 200: analysisResponse } } }, async (request, reply) => {
    const id = parseId(request.params);
    const user = currentUser(request);
    const hit = completed.get(id, user.id);
    if (hit) return sendCompleted(request, reply, hit);
    return sendAnalysis(request, reply, user.id, await repo(deps.db).findOwned(user.id, id));
  });

  // What the web loads and polls (the document's analysis): the same answers, from the same cache.
  app.get('/api/documents/:id/analysis', { schema: { response: { 200: analysisResponse } } }, async (request, reply) => {
    const documentId = parseId(request.params);
    const user = currentUser(request);
    const hit = completed.getForDocument(documentId, user.id);
    if (hit) return sendCompleted(request, reply, hit);
    return sendAnalysis(request, reply, user.id, await repo(deps.db).latestForDocument(user.id, documentId));
  });

  // The day the buyer signed: the key dates counted from it are computed from now on (issue 17).
  app.put('/api/analyses/:id/signing-date', { schema: { body: signingDateRequest, response: { 200: analysisResponse } } }, async (request): Promise<AnalysisResponse> => {
    const user = currentUser(request);
    const id = parseId(request.params);
    const row = await repo(deps.db).findOwned(user.id, id);
    if (!row) throw notFound(NOT_FOUND);
    const { signingDate } = request.body;
    if (signingDate !== null && (signingDate < '2000-01-01' || signingDate > '2100-12-31')) {
      throw new AppError(400, 'Enter the day you signed the contract, as a date between 2000 and 2100.', 'invalid_request');
    }
    await repo(deps.db).setSigningDate(id, signingDate);
    completed.drop(id);
    const body = presentAnalysis({ ...row, signingDate }, await repo(deps.db).results(id));
    if (row.remindersEnabled) await reschedule(user, row, body);
    return body;
  });

  // Opt-in reminder mails, two days before each dated key date (reminders.ts).
  app.put('/api/analyses/:id/reminders', { schema: { body: remindersRequest, response: { 200: analysisResponse } } }, async (request): Promise<AnalysisResponse> => {
    const user = currentUser(request);
    const id = parseId(request.params);
    const row = await repo(deps.db).findOwned(user.id, id);
    if (!row) throw notFound(NOT_FOUND);
    const { enabled } = request.body;
    await repo(deps.db).setRemindersEnabled(id, enabled);
    completed.drop(id);
    const body = presentAnalysis({ ...row, remindersEnabled: enabled }, await repo(deps.db).results(id));
    if (enabled) await reschedule(user, row, body);
    else await cancelReminders(deps.producer, [id]);
    request.log.info({ analysisId: id, enabled }, 'key date reminders changed');
    return body;
  });

  // The dated key dates as an iCalendar file, for 'Add to calendar'.
  app.get('/api/analyses/:id/calendar.ics', async (request, reply) => {
    const row = await repo(deps.db).findOwned(currentUser(request).id, parseId(request.params));
    if (!row) throw notFound(NOT_FOUND);
    const { keyDates, comprehensivePropertyAnalysis } = presentAnalysis(row, await repo(deps.db).results(row.id));
    const documentName = documentNameOf(row);
    const title = calendarTitle(comprehensivePropertyAnalysis?.propertyDetails.address, documentName);
    const filename = `${title} - key dates.ics`.replace(/[^A-Za-z0-9._ -]/g, '_');
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(keyDatesCalendar({ analysisId: row.id, title, keyDates }));
  });

  app.get('/api/analyses/:id/report.pdf', async (request, reply) => {
    const row = await repo(deps.db).findOwned(currentUser(request).id, parseId(request.params));
    if (!row) throw notFound(NOT_FOUND);
    const report = await repo(deps.db).report(row.id);
    // The view's report columns are all set once the worker has stored the report, and all null before.
    if (!report?.reportStorageKey || !report.reportFilename || report.reportFileSize === null) throw notFound('The report is not ready yet.');
    try {
      const stream = await deps.storage.get(report.reportStorageKey);
      const filename = report.reportFilename.replace(/[^A-Za-z0-9._ -]/g, '_');
      return reply
        .type('application/pdf') // fixed, never a stored value a browser could be told to render
        .header('content-length', report.reportFileSize)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(stream);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) throw notFound('The report is not ready yet.');
      throw error;
    }
  });
}
