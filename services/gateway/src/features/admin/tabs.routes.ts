import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  adminAnalytics,
  adminContact,
  adminContactFilter,
  adminContactPage,
  adminContactReply,
  adminContactUpdate,
  adminPaymentDetail,
  adminPaymentFilter,
  adminPaymentPage,
  adminRefundResponse,
  adminRetryJob,
  adminSystem,
  messageResponse,
  QUEUES,
} from '@doco/contracts';
import { pingDatabase } from '@doco/db';
import { heartbeatKey, type Heartbeat } from '@doco/queue';
import type { GatewayDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { describeFailedJobs, describeJobs } from './failed-jobs.ts';
import type { ZodApp } from '../../plugins/zod.ts';
import { createAnalyticsRepository } from '../analytics/repository.ts';
import { writeAudit } from './audit.ts';
import type { createOverviewRepository } from './overview.repository.ts';
import { currentAdmin } from './require-admin.ts';
import { createTabsRepository } from './tabs.repository.ts';

const idParams = z.object({ id: z.uuid() });
const DAY = 24 * 3600 * 1000;

/** The Payments, Contacts, System and Analytics tabs of the admin dashboard. */
export function adminTabRoutes(app: ZodApp, deps: GatewayDeps, overview: ReturnType<typeof createOverviewRepository>) {
  const tabs = createTabsRepository(deps.db);
  const idOf = (params: unknown) => {
    const parsed = idParams.safeParse(params);
    return parsed.success ? parsed.data.id : null;
  };

  // ---- Payments ----------------------------------------------------------------------------------
  app.get('/api/admin/payments', { schema: { querystring: adminPaymentFilter, response: { 200: adminPaymentPage } } }, async (request) => deps.billing.adminPayments(request.query));
  app.get('/api/admin/payments/:id', { schema: { response: { 200: adminPaymentDetail } } }, async (request) => {
    const id = idOf(request.params);
    const payment = id ? await deps.billing.adminPayment(id) : null;
    if (!payment) throw notFound('Payment not found');
    return payment;
  });
  app.post('/api/admin/payments/:id/refund', { schema: { response: { 200: adminRefundResponse } } }, async (request) => {
    const id = idOf(request.params);
    const payment = id ? await deps.billing.adminPayment(id) : null;
    if (!payment) throw notFound('Payment not found');
    const { creditsRemoved } = await deps.billing.refundPayment(payment.id);
    await writeAudit(deps.db, request, { adminId: currentAdmin(request).id, action: 'refund_payment', target: payment.id, details: { amount: payment.amount, creditsRemoved } });
    return { message: `Refunded; ${creditsRemoved} unspent ${creditsRemoved === 1 ? 'credit' : 'credits'} removed.`, creditsRemoved };
  });

  // ---- Contacts ----------------------------------------------------------------------------------
  app.get('/api/admin/contacts', { schema: { querystring: adminContactFilter, response: { 200: adminContactPage } } }, async (request) => tabs.listContacts(request.query));
  app.post('/api/admin/contacts/:id', { schema: { body: adminContactUpdate, response: { 200: adminContact } } }, async (request) => {
    const id = idOf(request.params);
    const updated = id ? await tabs.updateContact(id, request.body) : undefined;
    if (!updated) throw notFound('Message not found');
    await writeAudit(deps.db, request, { adminId: currentAdmin(request).id, action: 'update_contact', target: updated.id, details: { status: request.body.status } });
    return updated;
  });
  app.post('/api/admin/contacts/:id/reply', { schema: { body: adminContactReply, response: { 200: messageResponse } } }, async (request) => {
    const id = idOf(request.params);
    const contact = id ? await tabs.findContact(id) : undefined;
    if (!contact) throw notFound('Message not found');
    await deps.producer.sendEmail({
      emailId: `contact-reply-${contact.id}-${randomUUID()}`,
      template: 'admin-message',
      to: contact.email,
      data: { firstName: contact.firstName, subject: `Re: ${contact.subject}`, message: request.body.message },
      requestId: request.id,
    });
    await tabs.updateContact(contact.id, { status: 'replied', repliedAt: new Date() });
    await writeAudit(deps.db, request, { adminId: currentAdmin(request).id, action: 'reply_contact', target: contact.id });
    return { message: `Reply sent to ${contact.email}.` };
  });

  // ---- System ------------------------------------------------------------------------------------
  app.get('/api/admin/system', { schema: { response: { 200: adminSystem } } }, async () => {
    const check = async (name: string, run: () => Promise<unknown>) => {
      try {
        await run();
        return { name, ok: true, detail: null };
      } catch (error) {
        return { name, ok: false, detail: (error as Error).message.slice(0, 200) };
      }
    };
    const prefix = deps.queuePrefix ?? 'doco';
    const beats = async (queue: string): Promise<Heartbeat[]> => {
      const keys = await scanKeys(deps, heartbeatKey(prefix, queue));
      const values = keys.length ? await deps.redis.mget(...keys) : [];
      return values.flatMap((v) => (v ? [JSON.parse(v) as Heartbeat] : []));
    };
    const [analysisWorkers, mailers] = await Promise.all([beats(QUEUES.analysis), beats(QUEUES.email)]);
    const checks = await Promise.all([
      check('postgres', () => pingDatabase(deps.db)),
      check('redis', () => deps.redis.ping()),
      check('storage', () => deps.storage.check()),
      check('billing', () => deps.billing.ready()),
      check('mailer', async () => {
        if (mailers.length === 0) throw new Error('no mailer has reported in the last 30 s');
      }),
      ...(analysisWorkers.length === 0
        ? [check('analysis worker', async () => Promise.reject(new Error('no analysis worker has reported in the last 30 s')))]
        : analysisWorkers.map((w) =>
            check(`analysis worker ${w.id}`, async () => undefined).then((c) => ({
              ...c,
              detail: `version ${w.version}, concurrency ${w.concurrency}, ${w.jobsDone} jobs done${w.currentJobs.length ? `, running ${w.currentJobs.join(', ')}` : ''}`,
            })),
          )),
    ]);
    const hourAgo = Date.now() - 3600_000;
    const queues = await Promise.all(
      [QUEUES.analysis, QUEUES.email].map(async (name) => {
        const queue = deps.producer.queue(name);
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
        const completed = await queue.getCompleted(0, 999);
        return {
          name,
          waiting: counts.waiting ?? 0,
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          failed: counts.failed ?? 0,
          completedLastHour: completed.filter((job) => (job.finishedOn ?? 0) >= hourAgo).length,
          workers: (name === QUEUES.analysis ? analysisWorkers : mailers).length,
        };
      }),
    );
    const failedJobs = await describeFailedJobs(deps);
    return { healthy: checks.every((c) => c.ok), checks, queues, failedJobs, refunds: await tabs.refundsWaiting() };
  });

  app.post('/api/admin/system/retry', { schema: { body: adminRetryJob, response: { 200: messageResponse } } }, async (request) => {
    const job = await deps.producer.queue(request.body.queue).getJob(request.body.id);
    if (!job || !(await job.isFailed())) throw notFound('Failed job not found');
    // Only a failure a retry can fix is retried (issue 27); the System tab offers Retry for those alone.
    const [described] = await describeJobs(deps, [{ queue: request.body.queue, job }]);
    if (described && !described.retryable) throw new AppError(409, described.whyNot ?? 'A retry cannot fix this failure.', 'bad_request');
    await job.retry();
    await writeAudit(deps.db, request, { adminId: currentAdmin(request).id, action: 'retry_job', target: `${request.body.queue}:${request.body.id}` });
    return { message: 'Job queued again.' };
  });

  // ---- Analytics ---------------------------------------------------------------------------------
  app.get('/api/admin/analytics', { schema: { response: { 200: adminAnalytics } } }, async () => {
    const since = new Date(Date.now() - 30 * DAY);
    const [recentAnalyses, viewsPerDay, funnel, revenue] = await Promise.all([
      overview.recentAnalyses(10),
      createAnalyticsRepository(deps.db).viewsPerDay(since),
      createAnalyticsRepository(deps.db).funnel(since),
      // Money from billing's payments (refunded and disputed ones excluded), never from events: all
      // time, the same figure as the Overview's Revenue (issue 27).
      deps.billing.revenue(),
    ]);
    return { recentAnalyses, viewsPerDay, ...funnel, revenueCents: revenue.revenueCents };
  });
}

/** Keys matching a pattern, by SCAN (never KEYS). */
export async function scanKeys(deps: GatewayDeps, pattern: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await deps.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
    cursor = next;
    found.push(...keys);
  } while (cursor !== '0');
  return found;
}
