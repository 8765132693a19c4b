import type { QueryFunction } from '@tanstack/react-query';
import { readJson, throwIfResNotOk } from './api-client.ts';
import { queryKeyToPath } from './query-client.ts';

/**
 * A query function for a GET whose answer carries an ETag (a completed analysis): each copy read is
 * kept with its ETag, and the next request of that path sends it as If-None-Match. The server then
 * answers 304 when nothing changed, and the copy already held is used again, with no body sent,
 * parsed or rendered anew. A 401 and every other failure throw, as apiRequest's do.
 */
export function revalidatingQueryFn<T>(parse: (body: unknown) => T): QueryFunction<T> {
  const held = new Map<string, { etag: string; data: T }>();
  return async ({ queryKey, signal }) => {
    const path = queryKeyToPath(queryKey);
    const copy = held.get(path);
    const res = await fetch(path, { credentials: 'include', signal, headers: copy ? { 'If-None-Match': copy.etag } : {} });
    if (res.status === 304 && copy) return copy.data;
    await throwIfResNotOk(res);
    const data = parse(await readJson(res));
    const etag = res.headers.get('etag');
    if (etag) held.set(path, { etag, data });
    else held.delete(path);
    return data;
  };
}
