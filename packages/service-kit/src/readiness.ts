import type { CheckStatus, Readiness } from '@doco/contracts';

export type Check = () => Promise<unknown>;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs every dependency check at once, each bounded by a timeout; one failure makes the whole not ready. */
export async function runChecks(checks: Record<string, Check>, timeoutMs = 2_000): Promise<Readiness> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]): Promise<[string, CheckStatus]> => {
      const started = performance.now();
      try {
        await withTimeout(Promise.resolve().then(check), timeoutMs);
        return [name, { status: 'ok', ms: Math.round(performance.now() - started) }];
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return [name, { status: 'error', error: message, ms: Math.round(performance.now() - started) }];
      }
    }),
  );
  const checksResult = Object.fromEntries(entries);
  const ok = entries.every(([, c]) => c.status === 'ok');
  return { status: ok ? 'ok' : 'error', checks: checksResult };
}
