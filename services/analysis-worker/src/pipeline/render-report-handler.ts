import type { RenderReportJob } from '@doco/contracts';
import type { Database, Kysely } from '@doco/db';
import type { ObjectStorage } from '@doco/storage';
import type { Logger } from 'pino';
import { renderReport } from '../report/render-report.ts';
import { type HiddenItem, withoutHidden } from '../report/without-hidden.ts';
import { createReportRepository } from '../repository/report-repository.ts';

export interface RenderReportHandlerDeps {
  db: Kysely<Database>;
  storage: ObjectStorage;
  logger: Logger;
  now?: () => Date;
}

export type RenderReportOutcome = { outcome: 'rendered'; hidden: number } | { outcome: 'skipped'; reason: 'missing' | 'not-completed' | 'no-stored-result' };

/** Enough for the hidden items to settle while a buyer clicks; each round reads them afresh. */
const MAX_ROUNDS = 3;
const same = (a: HiddenItem[], b: HiddenItem[]) => a.length === b.length && a.every((item, i) => item.kind === b[i]?.kind && item.key === b[i]?.key);

/**
 * The `render-report` job (issue 26): the completed analysis's PDF, rendered again from the result it
 * was first rendered from, without the items the buyer hid. It reads the hidden items itself, so of
 * several jobs for one analysis the last to finish shows the latest state; a change made while it
 * renders makes it render again. The new PDF goes to a new key and the report row moves to it in one
 * update, so a download never mixes two versions. An analysis completed before the result was kept
 * keeps its first report.
 */
export function renderReportHandler(deps: RenderReportHandlerDeps) {
  const repository = createReportRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  return async ({ analysisId }: RenderReportJob): Promise<RenderReportOutcome> => {
    const source = await repository.source(analysisId);
    if (!source) return { outcome: 'skipped', reason: 'missing' };
    if (source.status !== 'completed') return { outcome: 'skipped', reason: 'not-completed' };
    if (!source.reportResult) return { outcome: 'skipped', reason: 'no-stored-result' };
    const concernIds = await repository.concernIds(analysisId);
    let hidden = await repository.hiddenItems(analysisId);
    for (let round = 1; ; round++) {
      const generatedAt = now();
      const pdf = await renderReport({ documentName: source.originalName, pageCount: source.pageCount ?? 0, generatedAt, result: withoutHidden(source.reportResult, hidden, concernIds) });
      const key = `reports/${source.userId}/${analysisId}-${generatedAt.getTime()}-${round}.pdf`;
      const stored = await deps.storage.put(key, pdf, { contentType: 'application/pdf', contentLength: pdf.length });
      const previous = await repository.replaceReport(analysisId, key, stored.size);
      if (previous && previous !== key) {
        await deps.storage.delete(previous).catch((err) => deps.logger.warn({ err, key: previous }, 'could not delete the replaced report'));
      }
      const after = await repository.hiddenItems(analysisId);
      if (same(after, hidden) || round >= MAX_ROUNDS) {
        deps.logger.info({ analysisId, hidden: hidden.length }, 'report rendered without hidden items');
        return { outcome: 'rendered', hidden: hidden.length };
      }
      hidden = after;
    }
  };
}
