// `pnpm --filter @doco/analysis-worker build` (in `npm run build`, and in the worker's image): the
// bundled sandbox child and its code cache, made ahead of the first worker start. A worker makes
// them itself when they are missing or older than their sources.
import { resolveOcrEngine } from '../ocr/engine.ts';
import { childScript } from './code-cache.ts';
import { DEFAULT_SANDBOX, launchOptionsFor } from './run.ts';

const started = performance.now();
const script = await childScript(launchOptionsFor(DEFAULT_SANDBOX, resolveOcrEngine('auto')));
console.log(`sandbox child ready: ${script} (${Math.round(performance.now() - started)} ms)`);
