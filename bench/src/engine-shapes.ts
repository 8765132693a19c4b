// bench/engine-shapes: text shaped to make the engine's per-mention work grow with the document (one
// endless line, lines that never end a sentence, a covenant named thousands of times, lettered terms
// without end), each at n and 2n repeats. Linear work doubles; the `growth` column says by how much
// the time grew. Writes bench/results/engine-shapes.json.
import { analyseDocument } from '@doco/analysis';
import { isMain, machine, round, table, writeResult } from './report.ts';

const SHAPES: Record<string, (n: number) => string> = {
  'one endless line, a mention per sentence': (n) => `COVENANT C456712 03/05/1974\n${'The land is affected by covenant C456712 which restricts fences. '.repeat(n)}`,
  'lines that never end a sentence': (n) => `COVENANT C456712 03/05/1974\n${'the land is affected by covenant C456712 which restricts fences and\n'.repeat(n)}`,
  'thousands of instruments': (n) => Array.from({ length: n }, (_, i) => `Restrictive covenant C${100000 + i} registered on 3 May 1974 restricts fences.`).join('\n'),
  'lettered terms without end': (n) => `Covenant C456712 that he will not:\n${Array.from({ length: n }, (_, i) => `(a) erect item ${i};`).join('\n')}`,
};
const N = 10_000;

export interface ShapeRow {
  shape: string;
  characters: number;
  ms: number;
  msDouble: number;
  growth: number;
}

function timed(text: string): number {
  const started = performance.now();
  analyseDocument({ pages: [{ number: 1, text }], fileName: 'shape.txt' });
  return performance.now() - started;
}

export function benchEngineShapes(): { rows: ShapeRow[]; text: string } {
  const rows = Object.entries(SHAPES).map(([shape, make]) => {
    timed(make(N / 10)); // warm-up
    const ms = timed(make(N));
    const msDouble = timed(make(2 * N));
    return { shape, characters: make(N).length, ms: round(ms, 0), msDouble: round(msDouble, 0), growth: round(msDouble / ms, 2) };
  });
  const text = table(
    ['shape', 'chars (n)', 'ms at n', 'ms at 2n', 'growth'],
    rows.map((r) => [r.shape, r.characters, r.ms, r.msDouble, r.growth]),
  );
  return { rows, text };
}

export function runEngineShapesBench() {
  const { rows, text } = benchEngineShapes();
  console.log(`\nEngine on hostile text shapes (linear work grows about 2x from n to 2n)\n${text}`);
  console.log(`written ${writeResult('engine-shapes', { benchmark: 'engine-shapes', generatedAt: new Date().toISOString(), machine: machine(), n: N, rows })}`);
}

if (isMain(import.meta.url)) runEngineShapesBench();
