import { ArrowLeft, CreditCard, KeyRound, Mail, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { planName } from '@/lib/plan-names';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="break-words pl-6 font-medium">{children}</dd>
    </div>
  );
}

/** /profile (signed in): name, email, plan, links to manage the subscription and the password. */
export function ProfilePage() {
  const { user } = useAuth();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || 'Not set';

  return (
    <PageShell>
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
        <Button asChild variant="ghost" className="w-fit px-2">
          <Link to={paths.home}>
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Profile</h1>
        <Card>
          <CardHeader>
            <CardTitle>Account details</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="divide-y">
              <Row icon={<User aria-hidden="true" className="size-4" />} label="Name">
                {name}
              </Row>
              <Row icon={<Mail aria-hidden="true" className="size-4" />} label="Email">
                {user?.email}
              </Row>
              <Row icon={<CreditCard aria-hidden="true" className="size-4" />} label="Subscription plan">
                <Badge variant="accent">{planName(user?.subscriptionPlan)}</Badge>
              </Row>
            </dl>
            <div className="mt-4 flex flex-col gap-2 sm:flex-row">
              <Button asChild>
                <Link to={paths.subscription}>Manage Subscription</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={paths.changePassword}>
                  <KeyRound aria-hidden="true" />
                  Change Password
                </Link>
              </Button>
            </div>
          </CardContent>
        </Card>
        <aside aria-label="Disclaimer" className="rounded-lg border bg-muted p-4 text-sm text-muted-foreground">
          Doco's reports are informational only and are not legal advice. Always have a qualified solicitor or
          conveyancer review your documents before you sign. Read our{' '}
          <Link to={paths.disclaimer} className="text-primary underline underline-offset-4">
            Legal Disclaimer
          </Link>
          ,{' '}
          <Link to={paths.termsOfService} className="text-primary underline underline-offset-4">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to={paths.privacyPolicy} className="text-primary underline underline-offset-4">
            Privacy Policy
          </Link>
          .
        </aside>
      </div>
    </PageShell>
  );
}
