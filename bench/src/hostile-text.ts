// bench/hostile-text: the engine on 100 KB of each hostile text shape (long whitespace runs,
// newlines, one token repeated), timed in CPU time of this process, against the issue's limit of
// 3 s per shape. Writes bench/results/hostile-text.json.
import { analyseDocument } from '@doco/analysis';
import { HOSTILE_TEXT_BYTES, HOSTILE_TEXT_SHAPES } from '@doco/analysis/hostile-text';
import { isMain, machine, round, table, writeResult } from './report.ts';

const LIMIT_SECONDS = 3;

export interface HostileTextRow {
  shape: string;
  bytes: number;
  seconds: number;
  underLimit: boolean;
}

/** CPU time (user + system) of the engine's run: on a shared machine wall time also counts other processes' turns. */
function cpuSeconds(run: () => void): number {
  const started = process.cpuUsage();
  run();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1e6;
}

export function benchHostileText(): { rows: HostileTextRow[]; text: string } {
  const rows = Object.entries(HOSTILE_TEXT_SHAPES).map(([shape, make]) => {
    const text = make(HOSTILE_TEXT_BYTES);
    const seconds = cpuSeconds(() => analyseDocument({ pages: [{ number: 1, text }], fileName: 'hostile.txt' }, { costs: null }));
    return { shape, bytes: text.length, seconds: round(seconds, 2), underLimit: seconds < LIMIT_SECONDS };
  });
  const text = table(
    ['shape', 'bytes', 'engine s (CPU)', `under ${LIMIT_SECONDS} s`],
    rows.map((r) => [r.shape, r.bytes, r.seconds, r.underLimit ? 'yes' : 'NO']),
  );
  return { rows, text };
}

export function runHostileTextBench() {
  console.log(`\n== Engine on ${HOSTILE_TEXT_BYTES / 1024} KB of each hostile text shape (limit ${LIMIT_SECONDS} s each) ==`);
  const { rows, text } = benchHostileText();
  console.log(text);
  const over = rows.filter((r) => !r.underLimit);
  console.log(`\n${rows.length} shapes: ${over.length === 0 ? `every one under ${LIMIT_SECONDS} s` : `${over.length} over ${LIMIT_SECONDS} s`}; slowest ${Math.max(...rows.map((r) => r.seconds))} s`);
  console.log(`written ${writeResult('hostile-text', { benchmark: 'hostile-text', generatedAt: new Date().toISOString(), machine: machine(), limitSeconds: LIMIT_SECONDS, rows })}`);
}

if (isMain(import.meta.url)) runHostileTextBench();
