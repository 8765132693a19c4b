import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../../deps.ts';
import { CLEAN_UP_EVERY_MS, UNANALYSED_DOCUMENT_TTL_MS } from './limits.ts';
import { createDocumentsRepository as repo } from './repository.ts';

/** Removes documents never analysed for 30 days, rows and stored objects; returns how many. */
export async function purgeUnanalysedDocuments(
  deps: Pick<GatewayDeps, 'db' | 'storage'>,
  log: Pick<FastifyBaseLogger, 'error'>,
  now = Date.now(),
): Promise<number> {
  let removed = 0;
  for (;;) {
    const keys = await repo(deps.db).deleteUnanalysed(new Date(now - UNANALYSED_DOCUMENT_TTL_MS));
    for (const key of keys) {
      await deps.storage.delete(key).catch((err) => log.error({ err, key }, 'could not delete stored object'));
    }
    removed += keys.length;
    if (keys.length === 0) return removed;
  }
}

/** Runs the clean-up every hour in each gateway (rows are claimed with SKIP LOCKED, so gateways never collide). */
export function scheduleCleanUp(app: FastifyInstance, deps: GatewayDeps) {
  const run = () => {
    purgeUnanalysedDocuments(deps, app.log)
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, 'removed documents never analysed for 30 days');
      })
      .catch((err) => app.log.warn({ err }, 'document clean-up failed'));
  };
  const timer = setInterval(run, CLEAN_UP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
