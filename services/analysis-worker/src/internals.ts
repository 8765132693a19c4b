// The worker's parts that benchmarks measure one by one (package export `@doco/analysis-worker/internals`).
export { analyseDocumentHandler } from './pipeline/handler.ts';
export { MESSAGES } from './pipeline/errors.ts';
export { LIMIT_MESSAGES } from './extract/limits.ts';
export { readDocument } from './read/read-document.ts';
export { createNativeOcr, nativeTesseractAvailable } from './ocr/native.ts';
export { createOcrPool } from './ocr/pool.ts';
export { runInSandbox } from './sandbox/run.ts';
