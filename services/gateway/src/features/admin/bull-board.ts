import type { FastifyInstance } from 'fastify';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { QUEUES } from '@doco/contracts';
import type { GatewayDeps } from '../../deps.ts';

export const BULL_BOARD_PATH = '/admin/queues';

/** Bull Board (queue inspector) at /admin/queues; the caller registers it behind the admin session. */
export async function registerBullBoard(scope: FastifyInstance, deps: GatewayDeps) {
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(BULL_BOARD_PATH);
  createBullBoard({
    queues: [QUEUES.analysis, QUEUES.email].map((name) => new BullMQAdapter(deps.producer.queue(name))),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Doco queues' } },
  });
  await scope.register(serverAdapter.registerPlugin(), { prefix: BULL_BOARD_PATH });
}
