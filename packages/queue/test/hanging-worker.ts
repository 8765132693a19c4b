// A worker process that takes one analysis job and never finishes it: the test kills it with
// (short lock and stalled-check intervals: every worker of a queue shares the stalled-check timer)
// SIGKILL to show that another worker picks the job up.
import { startWorker } from '../src/index.ts';

const [redisUrl, prefix] = process.argv.slice(2) as [string, string];
startWorker({
  queue: 'analysis',
  redisUrl,
  prefix,
  lockDurationMs: 1_000,
  stalledIntervalMs: 500,
  handlers: {
    'analyse-document': async (payload) => {
      process.stdout.write(`started ${payload.analysisId}\n`);
      await new Promise(() => {});
    },
    'render-report': async () => {},
  },
});
