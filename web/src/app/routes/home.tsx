import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { GuestHome } from './guest-home.tsx';

// The dashboard (and the analysis views with it) loads only for a signed-in user.
const DashboardPage = lazy(async () => ({ default: (await import('@/features/dashboard/components/dashboard-page')).DashboardPage }));

/** '/': the dashboard when signed in, the landing page otherwise (also when auth failed). */
export function HomeRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner label="Checking your session" />;
  if (!user) return <GuestHome />;
  return (
    <Suspense fallback={<FullPageSpinner label="Loading your dashboard" />}>
      <DashboardPage user={user} />
    </Suspense>
  );
}
