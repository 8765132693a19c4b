// `npm run bench`: the engine benchmark, the pipeline benchmark (needs Postgres and Redis, found as
// the tests find them), throughput (start -> completed, jobs/s and CPU per analysis), then OCR and memory. `npm run bench -- api` measures the API hot paths, `-- throughput` only the throughput with one worker, `-- shapes` the engine on hostile text shapes. `npm run bench -- hostile` times the engine on 100 KB of each hostile text shape (limit 3 s), then runs the hostile corpus; `-- hostile-text` only the former;
// `npm run bench -- ocr [SAMPLES_DIR]` only OCR and memory (with the samples' scans when a folder is given). Results go to bench/results/*.json; never under `npm test`.
import { runApiBench } from './api.ts';
import { runEngineBench } from './engine.ts';
import { runEngineShapesBench } from './engine-shapes.ts';
import { runHostileBench } from './hostile.ts';
import { runHostileTextBench } from './hostile-text.ts';
import { runOcrBench } from './ocr.ts';
import { runPipelineBench } from './pipeline.ts';
import { runThroughputBench } from './throughput.ts';

const only = process.argv[2];
if (only === 'hostile') {
  runHostileTextBench();
  await runHostileBench();
} else if (only === 'hostile-text') runHostileTextBench();
else if (only === 'api') await runApiBench();
else if (only === 'throughput') await runThroughputBench();
else if (only === 'ocr') await runOcrBench(process.argv[3]);
else if (only === 'shapes') runEngineShapesBench();
else {
  runEngineBench();
  runEngineShapesBench();
  await runPipelineBench();
  await runThroughputBench([1, 2]);
  await runOcrBench();
}
// Connection pools of the in-process gateway may keep the event loop alive a moment; the work is done.
process.exit(0);
