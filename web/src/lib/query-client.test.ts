import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { createQueryClient, getQueryFn, queryKeyToPath } from './query-client.ts';

function context(queryKey: readonly unknown[]) {
  // Only the fields the fetcher reads; the rest of the context is irrelevant here.
  return { queryKey, signal: new AbortController().signal } as unknown as Parameters<
    ReturnType<typeof getQueryFn>
  >[0];
}

describe('queryKeyToPath', () => {
  it("joins the key parts with '/'", () => {
    expect(queryKeyToPath(['/api/auth/user'])).toBe('/api/auth/user');
    expect(queryKeyToPath(['/api/analyses', 42])).toBe('/api/analyses/42');
    expect(queryKeyToPath(['/api/documents', 'abc', 'analysis'])).toBe('/api/documents/abc/analysis');
  });
});

describe('getQueryFn', () => {
  it('GETs the joined path with cookies and returns the JSON body', async () => {
    const fetchMock = mockFetch(() => ({ status: 200, body: { id: 1 } }));
    const data = await getQueryFn({ on401: 'returnNull' })(context(['/api/documents', 7]));

    expect(data).toEqual({ id: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/documents/7');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBeUndefined(); // fetch's default, GET
  });

  it("returns null on 401 with on401 'returnNull'", async () => {
    mockFetch(() => ({ status: 401, body: { message: 'Unauthorized' } }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/user']))).resolves.toBeNull();
  });

  it("throws on 401 with on401 'throw'", async () => {
    mockFetch(() => ({ status: 401, body: { message: 'Unauthorized' } }));
    // toMatchObject, not toThrow: vitest 5.1.1 under jsdom reports '' for rejects.toThrow(message).
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/auth/user']))).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
  });

  it('throws the mapped error on other failures', async () => {
    mockFetch(() => ({ status: 404, body: 'Not found' }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/analyses', 1]))).rejects.toMatchObject({
      status: 404,
      message: '404: Not found',
    });
  });
});

describe('createQueryClient', () => {
  it('has the spec defaults: no retry, no focus refetch, no polling, never stale', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.retry).toBe(false);
    expect(defaults.refetchOnWindowFocus).toBe(false);
    expect(defaults.refetchInterval).toBe(false);
    expect(defaults.staleTime).toBe(Infinity);
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });

  it('uses the default fetcher, with a 401 giving null data rather than an error', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/user/documents' ? { status: 401, body: 'Unauthorized' } : { status: 200, body: [1, 2] },
    );
    const client: QueryClient = createQueryClient();

    await expect(client.fetchQuery({ queryKey: ['/api/user/documents'] })).resolves.toBeNull();
    await expect(client.fetchQuery({ queryKey: ['/api', 'other'] })).resolves.toEqual([1, 2]);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/user/documents', '/api/other']);
  });
});
