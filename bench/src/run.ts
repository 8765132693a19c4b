// `npm run bench`: the engine benchmark, then the pipeline benchmark (needs Postgres and Redis, found
// as the tests find them). Results go to bench/results/*.json; they never run under `npm test`.
import { runEngineBench } from './engine.ts';
import { runPipelineBench } from './pipeline.ts';

runEngineBench();
await runPipelineBench();
// Connection pools of the in-process gateway may keep the event loop alive a moment; the work is done.
process.exit(0);
