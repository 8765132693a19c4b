// bench/engine: the analysis engine alone on statements of 2, 10, 25 and 50 pages (median of 5
// runs after one warm-up), reported per page. Writes bench/results/engine.json.
import { analyseDocument } from '@doco/analysis';
import { section32Pages } from '../fixtures/section32.ts';
import { isMain, machine, median, round, table, writeResult } from './report.ts';

export const ENGINE_PAGE_COUNTS = [2, 10, 25, 50] as const;
const RUNS = 5;

export interface EngineRow {
  pages: number;
  characters: number;
  runsMs: number[];
  medianMs: number;
  msPerPage: number;
  pagesPerSecond: number;
  concerns: number;
  flags: string[];
}

export function benchEngine(): { rows: EngineRow[]; text: string } {
  const rows: EngineRow[] = [];
  for (const pageCount of ENGINE_PAGE_COUNTS) {
    const pages = section32Pages(pageCount).map((text, i) => ({ number: i + 1, text }));
    const input = { pages, fileName: `section32-${pageCount}p.pdf` };
    const warm = analyseDocument(input);
    const runsMs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      analyseDocument(input);
      runsMs.push(performance.now() - started);
    }
    const medianMs = median(runsMs);
    rows.push({
      pages: pageCount,
      characters: pages.reduce((n, p) => n + p.text.length, 0),
      runsMs: runsMs.map((ms) => round(ms, 2)),
      medianMs: round(medianMs, 2),
      msPerPage: round(medianMs / pageCount, 2),
      pagesPerSecond: round((pageCount * 1000) / medianMs, 0),
      concerns: warm.concerns.length,
      flags: warm.flags,
    });
  }
  const text = table(
    ['engine (median of 5)', 'chars', 'total ms', 'ms/page', 'pages/s', 'concerns'],
    rows.map((r) => [`${r.pages}-page section 32`, r.characters, r.medianMs, r.msPerPage, r.pagesPerSecond, r.concerns]),
  );
  return { rows, text };
}

export function runEngineBench() {
  const { rows, text } = benchEngine();
  console.log(`\nEngine time per page\n${text}`);
  const file = writeResult('engine', { benchmark: 'engine', generatedAt: new Date().toISOString(), machine: machine(), runs: RUNS, rows });
  console.log(`written ${file}`);
}

if (isMain(import.meta.url)) runEngineBench();
