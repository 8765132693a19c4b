import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { ApiError, apiJson, apiRequest, throwIfResNotOk } from './api-client.ts';

async function messageFor(status: number, body: string, statusText = ''): Promise<string> {
  const res = new Response(body || null, { status, statusText });
  const error = await throwIfResNotOk(res).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(status);
  return (error as ApiError).message;
}

describe('throwIfResNotOk (spec-core §8)', () => {
  it('passes an OK response', async () => {
    await expect(throwIfResNotOk(new Response('{}', { status: 200 }))).resolves.toBeUndefined();
  });

  it('rule 1: a 401 that mentions verifying the email', async () => {
    expect(await messageFor(401, '{"message":"Please verify your email before logging in"}')).toBe(
      'Please verify your email before logging in',
    );
    expect(await messageFor(401, 'Email not verified')).toBe('Please verify your email before logging in');
  });

  it('rule 2: any other 401', async () => {
    expect(await messageFor(401, '{"message":"Unauthorized"}')).toBe('Invalid email or password');
    expect(await messageFor(401, '', 'Unauthorized')).toBe('Invalid email or password');
  });

  it('rule 3: a 400 whose body says already exists', async () => {
    expect(await messageFor(400, '{"message":"User already exists"}')).toBe(
      'An account with this email already exists',
    );
  });

  it('rule 4: anything else is "status: body"', async () => {
    expect(await messageFor(400, '{"message":"Bad input"}')).toBe('400: {"message":"Bad input"}');
    expect(await messageFor(402, 'No credits')).toBe('402: No credits');
    expect(await messageFor(500, 'boom')).toBe('500: boom');
  });

  it('falls back to the status text when the body is empty', async () => {
    expect(await messageFor(503, '', 'Service Unavailable')).toBe('503: Service Unavailable');
  });

  it('keeps the raw body on the error', async () => {
    const error = await throwIfResNotOk(new Response('{"message":"x"}', { status: 409 })).catch((e: unknown) => e);
    expect((error as ApiError).body).toBe('{"message":"x"}');
  });
});

describe('apiRequest', () => {
  it('sends cookies and a JSON body with a JSON content type', async () => {
    const fetchMock = mockFetch(() => ({ status: 200, body: { ok: true } }));
    await apiRequest('POST', '/api/auth/login', { email: 'a@b.co', password: 'pw' });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"email":"a@b.co","password":"pw"}');
  });

  it('leaves the content type to the browser for FormData', async () => {
    const fetchMock = mockFetch(() => ({ status: 200, body: {} }));
    const form = new FormData();
    form.append('document', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
    await apiRequest('POST', '/api/documents', form);

    const init = fetchMock.mock.calls[0]![1];
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({});
    expect(init?.body).toBe(form);
  });

  it('sends no body and no content type when there is no payload', async () => {
    const fetchMock = mockFetch(() => ({ status: 204 }));
    await apiRequest('POST', '/api/auth/logout');
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({});
    expect(init?.credentials).toBe('include');
  });

  it('rejects with the mapped message on a non-OK response', async () => {
    mockFetch(() => ({ status: 400, body: { message: 'An account already exists' } }));
    // toMatchObject, not toThrow: vitest 5.1.1 under jsdom reports '' for rejects.toThrow(message).
    await expect(apiRequest('POST', '/api/auth/register', {})).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'An account with this email already exists',
    });
  });
});

describe('apiJson', () => {
  it('returns the parsed body, or null for an empty one', async () => {
    mockFetch((url) => (url.endsWith('/empty') ? { status: 204 } : { status: 200, body: { creditsAdded: 1 } }));
    await expect(apiJson('POST', '/api/x', {})).resolves.toEqual({ creditsAdded: 1 });
    await expect(apiJson('DELETE', '/api/empty')).resolves.toBeNull();
  });
});
