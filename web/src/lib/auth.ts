import { type PublicUser, publicUser } from '@doco/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { getQueryFn } from './query-client.ts';
import { queryKeys } from '@/lib/query-keys';

/** The signed-in user as GET /api/auth/user (and POST /api/auth/login) return it. */
export const authUserSchema = publicUser;
export type AuthUser = PublicUser;

export const AUTH_USER_PATH = '/api/auth/user';
export const LOGOUT_PATH = '/api/auth/logout';
/** Local-storage flag set on logout and removed on login (spec-core §4). */
export const LOGGED_OUT_FLAG = 'auth_logged_out';

export function isLoggedOutFlagSet(): boolean {
  try {
    return window.localStorage.getItem(LOGGED_OUT_FLAG) === 'true';
  } catch {
    return false; // storage blocked (private mode): fall back to asking the server
  }
}

export function setLoggedOutFlag(): void {
  try {
    window.localStorage.setItem(LOGGED_OUT_FLAG, 'true');
  } catch {
    // storage blocked: the server session is already gone, nothing else to do
  }
}

/** Call after a successful login. */
export function clearLoggedOutFlag(): void {
  try {
    window.localStorage.removeItem(LOGGED_OUT_FLAG);
  } catch {
    // storage blocked: nothing to clear
  }
}

const fetchUserOrNull = getQueryFn<unknown>({ on401: 'returnNull' });

export const authUserQueryOptions = queryOptions({
  queryKey: queryKeys.authUser,
  queryFn: async (context): Promise<AuthUser | null> => {
    const data = await fetchUserOrNull(context);
    return data === null ? null : authUserSchema.parse(data);
  },
  staleTime: 5 * 60 * 1000,
  retry: false,
  refetchOnWindowFocus: false,
});

export type AuthState = {
  user: AuthUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  error: null;
};

/**
 * The current user (spec-core §4). With the logged-out flag set no request is made. A 401, or any
 * other failure, means no user and no message.
 */
export function useAuth(): AuthState {
  const loggedOut = isLoggedOutFlagSet();
  const query = useQuery({ ...authUserQueryOptions, enabled: !loggedOut });

  if (loggedOut) {
    return { user: null, isLoading: false, isAuthenticated: false, error: null };
  }
  const user = query.isError ? null : (query.data ?? null);
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null, error: null };
}

/**
 * Logs out: tells the server, clears every cached query, sets the flag and does a full page load
 * of '/' so no state of the old session survives. The local steps run even if the call fails.
 */
export async function logout(
  queryClient: QueryClient,
  redirect: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  try {
    await apiRequest('POST', LOGOUT_PATH);
  } catch {
    // The session may already be gone; the user still asked to be signed out here.
  } finally {
    queryClient.clear();
    setLoggedOutFlag();
    redirect('/');
  }
}
