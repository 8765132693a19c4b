import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { aUser } from '@/test/users';
import {
  AUTH_USER_PATH,
  clearLoggedOutFlag,
  isLoggedOutFlagSet,
  LOGGED_OUT_FLAG,
  logout,
  setLoggedOutFlag,
  useAuth,
} from './auth.ts';
import { createQueryClient } from './query-client.ts';

function renderAuth() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useAuth(), { wrapper }), client };
}

describe('logged-out flag', () => {
  it('is set, read and cleared through localStorage', () => {
    expect(isLoggedOutFlagSet()).toBe(false);
    setLoggedOutFlag();
    expect(window.localStorage.getItem(LOGGED_OUT_FLAG)).toBe('true');
    expect(isLoggedOutFlagSet()).toBe(true);
    clearLoggedOutFlag();
    expect(window.localStorage.getItem(LOGGED_OUT_FLAG)).toBeNull();
  });

  it("only the exact value 'true' counts", () => {
    window.localStorage.setItem(LOGGED_OUT_FLAG, 'yes');
    expect(isLoggedOutFlagSet()).toBe(false);
  });
});

describe('useAuth (spec-core §4)', () => {
  it('makes no request and reports logged out when the flag is set', async () => {
    setLoggedOutFlag();
    const fetchMock = mockFetch(() => ({ status: 200, body: { id: 1 } }));
    const { result } = renderAuth();

    expect(result.current).toEqual({ user: null, isLoading: false, isAuthenticated: false, error: null });
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server with cookies and reports the user', async () => {
    const fetchMock = mockFetch(() => ({ status: 200, body: { ...aUser(), extra: 1 } }));
    const { result } = renderAuth();

    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.user).toMatchObject({ id: 'u1', firstName: 'Ada', lastName: 'Lee' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(AUTH_USER_PATH);
    expect(fetchMock.mock.calls[0]![1]?.credentials).toBe('include');
  });

  it('treats a 401 as no user, without an error', async () => {
    mockFetch(() => ({ status: 401, body: { message: 'Unauthorized' } }));
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toEqual({ user: null, isLoading: false, isAuthenticated: false, error: null });
  });

  it('treats any other failure as no user with no message, and does not retry', async () => {
    const fetchMock = mockFetch(() => ({ status: 500, body: 'boom' }));
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toEqual({ user: null, isLoading: false, isAuthenticated: false, error: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('treats a malformed user record as no user', async () => {
    mockFetch(() => ({ status: 200, body: { name: 'no id' } }));
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isAuthenticated).toBe(false);
  });
});

describe('logout', () => {
  it('POSTs the logout, clears the cache, sets the flag and redirects to /', async () => {
    const fetchMock = mockFetch(() => ({ status: 200, body: { message: 'ok' } }));
    const client = createQueryClient();
    client.setQueryData([AUTH_USER_PATH], { id: 1 });
    const redirect = vi.fn();

    await logout(client, redirect);

    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/logout');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('POST');
    expect(fetchMock.mock.calls[0]![1]?.credentials).toBe('include');
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(isLoggedOutFlagSet()).toBe(true);
    expect(redirect).toHaveBeenCalledWith('/');
  });

  it('still signs out locally when the call fails', async () => {
    mockFetch(() => ({ status: 500, body: 'down' }));
    const client = createQueryClient();
    client.setQueryData([AUTH_USER_PATH], { id: 1 });
    const redirect = vi.fn();

    await logout(client, redirect);

    expect(client.getQueryData([AUTH_USER_PATH])).toBeUndefined();
    expect(isLoggedOutFlagSet()).toBe(true);
    expect(redirect).toHaveBeenCalledWith('/');
  });
});
