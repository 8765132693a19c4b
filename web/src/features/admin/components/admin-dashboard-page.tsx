import { KeyRound, LogOut, ShieldAlert, ShieldCheck, Siren } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ToneBadge } from '@/components/ui/tone-badge';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { adminLogout, useAdminStats, useAdminSystem } from '../api/admin-api.ts';
import { AnalyticsTab } from './analytics-tab.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { ContactsTab } from './contacts-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { PaymentsTab } from './payments-tab.tsx';
import { ReportedErrorsTab } from './reported-errors-tab.tsx';
import { SystemTab } from './system-tab.tsx';
import { UsersTab } from './users-tab.tsx';

const TABS = [
  ['overview', 'Overview'],
  ['users', 'Users'],
  ['analytics', 'Analytics'],
  ['payments', 'Payments'],
  ['contacts', 'Contacts'],
  ['reported-errors', 'Reported errors'],
  ['system', 'System'],
] as const;

/** 'System Healthy', or 'Degraded' naming what is down (from the System tab's check). */
function HealthBadge() {
  const system = useAdminSystem();
  if (!system.data) return null;
  if (system.data.healthy) {
    return (
      <ToneBadge tone="green">
        <ShieldCheck aria-hidden="true" /> System Healthy
      </ToneBadge>
    );
  }
  const down = system.data.checks.filter((c) => !c.ok).map((c) => c.name);
  return (
    <ToneBadge tone="red">
      <ShieldAlert aria-hidden="true" /> Degraded: {down.join(', ')}
    </ToneBadge>
  );
}

/** /admin/dashboard (spec-accounts-admin §2): no client-side guard; every call needs the admin session. */
export function AdminDashboardPage() {
  const navigate = useNavigate();
  const [changing, setChanging] = useState(false);
  const probe = useAdminStats();
  const logout = async () => {
    try {
      await adminLogout();
    } catch (error) {
      console.warn('admin logout failed', error); // spec §8: logged only; the browser leaves either way
    }
    navigate(paths.adminLogin);
  };

  if (probe.error instanceof ApiError && probe.error.status === 401) {
    return (
      <main id="main-content" tabIndex={-1} className="focus:outline-none flex min-h-screen flex-col items-center justify-center gap-4 p-4 text-center">
        <h1 className="text-2xl font-semibold">Admin Dashboard</h1>
        <p role="alert">You are not signed in as an administrator, or your session has ended.</p>
        <Button asChild>
          <Link to={paths.adminLogin}>Go to Admin Login</Link>
        </Button>
      </main>
    );
  }

  return (
    <div className="min-h-screen bg-muted/30">
      <header className="border-b bg-card">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-xl font-semibold">Admin Dashboard</h1>
            <HealthBadge />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => window.open('/api/clear-rate-limits', '_blank', 'noopener')}>
              <Siren aria-hidden="true" /> Clear Rate Limits
            </Button>
            <Button variant="outline" size="sm" onClick={() => setChanging(true)}>
              <KeyRound aria-hidden="true" /> Change Password
            </Button>
            <Button variant="outline" size="sm" onClick={logout}>
              <LogOut aria-hidden="true" /> Logout
            </Button>
          </div>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6">
        {changing ? <ChangePasswordDialog onClose={() => setChanging(false)} /> : null}
        <Tabs defaultValue="overview">
          <TabsList className="h-auto flex-wrap">
            {TABS.map(([value, label]) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview">
            <OverviewTab />
          </TabsContent>
          <TabsContent value="users">
            <UsersTab />
          </TabsContent>
          <TabsContent value="analytics">
            <AnalyticsTab />
          </TabsContent>
          <TabsContent value="payments">
            <PaymentsTab />
          </TabsContent>
          <TabsContent value="contacts">
            <ContactsTab />
          </TabsContent>
          <TabsContent value="reported-errors">
            <ReportedErrorsTab />
          </TabsContent>
          <TabsContent value="system">
            <SystemTab />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
