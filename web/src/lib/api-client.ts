import { ApiError } from './api-error.ts';
import { errorMessageFor } from './error-catalogue.ts';

export { ApiError } from './api-error.ts';

/** The shared response check (spec-core §8): any non-OK response becomes an ApiError. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = (await readText(res)) || res.statusText;
  throw new ApiError(res.status, errorMessageFor(res.status, body), body);
}

/**
 * Sends a request with the session cookie. A JSON body gets a JSON content type; FormData is
 * left to the browser so it sets the multipart boundary. A request without a body gets no
 * content type, because Fastify rejects an empty body declared as JSON.
 */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  init: { signal?: AbortSignal } = {},
): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = {};
  let payload: BodyInit | undefined;
  if (isForm) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const res = await fetch(url, {
    method,
    headers,
    body: payload,
    credentials: 'include',
    signal: init.signal,
  });
  await throwIfResNotOk(res);
  return res;
}

/** Like apiRequest, then reads the JSON body (null for an empty body). */
export async function apiJson<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  init: { signal?: AbortSignal } = {},
): Promise<T> {
  const res = await apiRequest(method, url, body, init);
  return (await readJson(res)) as T;
}

/** Parses a JSON body; an empty body (e.g. 204) reads as null. */
export async function readJson(res: Response): Promise<unknown> {
  const text = await readText(res);
  return text ? (JSON.parse(text) as unknown) : null;
}

async function readText(res: Response): Promise<string> {
  try {
    return await res.text();
  } catch {
    return '';
  }
}
