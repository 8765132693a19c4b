import { vi } from 'vitest';

type Reply = { status: number; body?: unknown; statusText?: string; headers?: Record<string, string> };
type Handler = (url: string, init?: RequestInit) => Reply | Promise<Reply>;

/** Replaces global fetch; each call is answered by `handler`. Returns the mock to inspect calls. */
export function mockFetch(handler: Handler) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const reply = await handler(url, init);
    const text = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    const noBody = reply.status === 204 || reply.status === 304;
    return new Response(noBody ? null : text, { status: reply.status, statusText: reply.statusText ?? '', headers: reply.headers });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** A fetch that never settles: auth stays loading. */
export function mockPendingFetch() {
  const fn = vi.fn(() => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', fn);
  return fn;
}
