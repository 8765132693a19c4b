// What benchmarks build on (package export `@doco/analysis-worker/testing`): the in-process stack,
// the test harness, the document builders and the hostile corpus.
export { startStack, type Stack, type WorkerProcess } from './integration/stack.ts';
export { createHarness } from './harness.ts';
export { docx, textPdf } from './fixtures/build.ts';
export { hostileCorpus } from './hostile/corpus.ts';
export { runHostileFile, type HostileRow } from './hostile/run-file.ts';
