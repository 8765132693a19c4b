// The whole environment a sandbox child, or the tesseract it reads a page with, is given. Nothing of
// the worker's own (DATABASE_URL, S3 keys, BILLING_TOKEN_WORKER, LLM_API_KEY, NODE_OPTIONS) is passed:
// a hostile document that takes over a child finds nothing there worth stealing.

/** The worker's variables a child may see: where programs are, and how tesseract finds its data. */
const PASSED = ['PATH', 'TESSDATA_PREFIX'] as const;

/**
 * The environment of a sandbox child or a tesseract process, built from the worker's. Only
 * operating-system settings are copied (no configuration is read here); OpenMP runs one thread per
 * tesseract, as OCR runs pages side by side instead.
 */
export function childEnv(source: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = { OMP_THREAD_LIMIT: '1' };
  for (const name of PASSED) {
    const value = source[name];
    if (value) env[name] = value;
  }
  return env;
}
