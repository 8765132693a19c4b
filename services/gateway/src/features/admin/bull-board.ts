import type { FastifyInstance } from 'fastify';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { QUEUES } from '@doco/contracts';
import type { GatewayDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from './audit.ts';
import { currentAdmin } from './require-admin.ts';
import { redactJobData } from './redact-job-data.ts';

export const BULL_BOARD_PATH = '/admin/queues';

const READS = new Set(['GET', 'HEAD']);

/**
 * Bull Board (queue inspector) at /admin/queues, read-only: every queue is in Bull Board's read-only
 * mode (no retry, clean, promote, pause, add or edit), and any other method than a read is refused
 * here before Bull Board sees it and written to the admin activity log. A failed job is retried from
 * the System tab (audited as retry_job). Job data is shown with token links redacted. The caller
 * registers it behind the admin session.
 */
export async function registerBullBoard(scope: FastifyInstance, deps: GatewayDeps) {
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(BULL_BOARD_PATH);
  const adapters = [QUEUES.analysis, QUEUES.email].map((name) => {
    const adapter = new BullMQAdapter(deps.producer.queue(name), { readOnlyMode: true });
    adapter.setFormatter('data', redactJobData);
    return adapter;
  });
  createBullBoard({ queues: adapters, serverAdapter, options: { uiConfig: { boardTitle: 'Doco queues' } } });
  await scope.register(async (board) => {
    board.addHook('onRequest', async (request) => {
      if (READS.has(request.method)) return;
      await writeAudit(deps.db, request, {
        adminId: currentAdmin(request).id,
        action: 'queue_write_refused',
        target: request.url.split('?')[0]!.slice(0, 300),
        details: { method: request.method },
      });
      throw new AppError(405, 'The queue board is read-only. Retry a failed job from the System tab.', 'bad_request');
    });
    await board.register(serverAdapter.registerPlugin(), { prefix: BULL_BOARD_PATH });
  });
}
