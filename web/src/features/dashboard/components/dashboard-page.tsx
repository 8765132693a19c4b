import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { type AuthUser, logout } from '@/lib/auth';

function displayName(user: AuthUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.email || 'your account';
}

// Placeholder: credits banner, documents list, upload and results are built by later changes.
export function DashboardPage({ user }: { user: AuthUser }) {
  const queryClient = useQueryClient();
  const [loggingOut, setLoggingOut] = useState(false);

  const onLogout = async () => {
    setLoggingOut(true);
    toast({ title: 'Logged out successfully', description: 'Redirecting to home page...' });
    await logout(queryClient);
  };

  return (
    <PageShell
      headerActions={
        <>
          <span className="hidden text-sm text-muted-foreground sm:inline">{displayName(user)}</span>
          <Button variant="outline" size="sm" onClick={onLogout} disabled={loggingOut}>
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Dashboard</h1>
        <p className="text-muted-foreground">
          Signed in as {displayName(user)}. Your documents and risk reports will appear here.
        </p>
      </div>
    </PageShell>
  );
}
