// bench/hostile: the full hostile corpus (>= 200 files, a 2 GB flate stream included) through the
// worker's real handler and sandbox; one row per file, then a summary. Writes bench/results/hostile.json.
import { analyseDocumentHandler } from '@doco/analysis-worker/internals';
import { MESSAGES } from '@doco/analysis-worker/internals';
import { LIMIT_MESSAGES } from '@doco/analysis-worker/internals';
import { createHarness } from '@doco/analysis-worker/testing';
import { hostileCorpus } from '@doco/analysis-worker/testing';
import { runHostileFile, type HostileRow } from '@doco/analysis-worker/testing';
import { isMain, machine, round, table, writeResult } from './report.ts';

export async function runHostileBench() {
  console.log('\n== Hostile corpus (shared machine: times vary between runs) ==');
  const files = await hostileCorpus();
  const h = await createHarness();
  const handler = analyseDocumentHandler({ db: h.db, storage: h.storage, logger: h.logger, credits: h.credits });
  const known = new Set<string>([...Object.values(MESSAGES), ...Object.values(LIMIT_MESSAGES)]);
  const rows: HostileRow[] = [];
  try {
    for (const file of files) rows.push(await runHostileFile(h, handler, file));
  } finally {
    await h.close();
  }
  const ok = (r: HostileRow) => r.seconds < 60 && (r.status === 'completed' || (r.status === 'failed' && r.message !== null && known.has(r.message)));
  console.log(
    table(
      ['file', 'kind', 'bytes', 'outcome', 's', 'message'],
      rows.map((r) => [r.name, r.kind, r.bytes, ok(r) ? r.status : `BAD ${r.status}`, round(r.seconds, 1), (r.message ?? '').slice(0, 60)]),
    ),
  );
  const bad = rows.filter((r) => !ok(r));
  console.log(`\n${rows.length} files: ${rows.filter((r) => r.status === 'completed').length} completed, ${rows.filter((r) => r.status === 'failed').length} failed with a message, ${bad.length} bad; slowest ${round(Math.max(...rows.map((r) => r.seconds)), 1)} s`);
  console.log(`written ${writeResult('hostile', { machine: machine(), sharedMachine: true, rows })}`);
}

if (isMain(import.meta.url)) {
  await runHostileBench();
  process.exit(0);
}
