import type { JobContext } from '@doco/queue';
import type { AnalyseDocumentJob } from '@doco/contracts';
import { jobContext, seedDocument, type Harness } from '../harness.ts';
import type { HostileFile } from './corpus.ts';

export interface HostileRow {
  kind: string;
  name: string;
  bytes: number;
  status: string;
  message: string | null;
  seconds: number;
}

/** Stores one hostile file, runs the analysis handler on it, and reads how the analysis ended. */
export async function runHostileFile(
  h: Harness,
  handler: (payload: AnalyseDocumentJob, ctx: JobContext) => Promise<unknown>,
  file: HostileFile,
): Promise<HostileRow> {
  const seeded = await seedDocument(h, file.bytes, file.name, { consumed: true });
  const started = performance.now();
  await handler({ analysisId: seeded.analysisId }, jobContext(h, seeded.analysisId, { made: 0, of: 1 }).ctx).catch(() => {});
  const seconds = (performance.now() - started) / 1000;
  const row = await h.db.selectFrom('analyses').select(['status', 'errorMessage']).where('id', '=', seeded.analysisId).executeTakeFirstOrThrow();
  return { kind: file.kind, name: file.name, bytes: file.bytes.length, status: row.status, message: row.errorMessage, seconds };
}
