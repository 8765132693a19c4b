import { FullPageSpinner } from '@/components/ui/spinner';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { useAuth } from '@/lib/auth';
import { GuestHome } from './guest-home.tsx';

/** '/': the dashboard when signed in, the landing page otherwise (also when auth failed). */
export function HomeRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner label="Checking your session" />;
  return user ? <DashboardPage user={user} /> : <GuestHome />;
}
