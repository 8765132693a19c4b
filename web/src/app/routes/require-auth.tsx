import type { ReactNode } from 'react';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { GuestHome } from './guest-home.tsx';

/**
 * A signed-in-only route. Signed out, the landing page renders in its place (the address stays,
 * as in the seed product), so signing in from there lands on the page that was asked for.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner label="Checking your session" />;
  return isAuthenticated ? children : <GuestHome />;
}
