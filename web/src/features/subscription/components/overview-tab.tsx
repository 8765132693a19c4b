import { BarChart3, Clock, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ToneBadge } from '@/components/ui/tone-badge';
import { toast } from '@/components/ui/use-toast';
import { formatCents, formatDate } from '@/lib/format';
import { serverMessageOr } from '@/lib/server-message';
import { useCancelSubscription, useRefreshBilling, useSubscriptionStatus } from '../api/subscription-api.ts';
import { planLabel } from '@/lib/plan-names';
import { paths } from '@/config/paths';
import { ANALYSIS_TIME } from '@/config/site';
import { planStatusBadge } from '../lib/plan-status.ts';

// Only what is measured (issue 27): the wait the pipeline benchmark measures, and the Accuracy page's figures.
const HIGHLIGHTS = [
  { Icon: FileText, text: 'Upload a contract or Section 32 and get a risk report' },
  { Icon: Clock, text: `Results ${ANALYSIS_TIME}` },
];

/** Overview: the welcome card and the current plan with what can be done with it (spec-accounts-admin §2). */
export function OverviewTab({ onViewPlans, onCompletePayment }: { onViewPlans: () => void; onCompletePayment: () => void }) {
  const status = useSubscriptionStatus();
  const cancel = useCancelSubscription();
  const refresh = useRefreshBilling();
  const [confirming, setConfirming] = useState(false);

  const doCancel = async () => {
    try {
      const res = await cancel.mutateAsync();
      toast({
        title: 'Subscription Cancelled',
        description: res.currentPeriodEnd
          ? `Your credits stay available until ${formatDate(res.currentPeriodEnd)}.`
          : 'Your subscription has been cancelled.',
      });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Cancellation Failed', description: serverMessageOr(error, 'Failed to cancel subscription') });
    } finally {
      setConfirming(false);
      await refresh();
    }
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            Welcome to Doco
          </CardTitle>
          <CardDescription>Upload a document, we read it like a conveyancer, and you get a clear risk report.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-2 text-sm">
            {HIGHLIGHTS.map(({ Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="size-4 text-primary" />
                {text}
              </li>
            ))}
            <li className="flex items-center gap-2">
              <BarChart3 aria-hidden="true" className="size-4 text-primary" />
              <Link to={paths.accuracy} className="font-medium text-primary underline underline-offset-2 hover:no-underline">
                How accurate it is, measured
              </Link>
            </li>
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            Current Plan
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-sm">
          {status.isPending ? (
            <Spinner label="Loading your plan" />
          ) : status.isError ? (
            <p role="alert" className="text-destructive">
              Unable to load subscription status
            </p>
          ) : (
            (() => {
              const s = status.data;
              const total = s.freeCreditsRemaining + s.subscriptionCreditsRemaining;
              const badge = planStatusBadge(s.plan, s.status, total);
              const paid = s.plan !== 'free';
              const pending = paid && (s.status === 'pending' || s.status === 'incomplete');
              const activePaid = paid && s.status === 'active';
              return (
                <>
                  <p className="flex items-center gap-2">
                    <span className="text-base font-semibold">{planLabel(s.plan)}</span>
                    <ToneBadge tone={badge.tone}>{badge.label}</ToneBadge>
                  </p>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
                    <dt className="text-muted-foreground">Free credits</dt>
                    <dd>{s.freeCreditsRemaining}</dd>
                    <dt className="text-muted-foreground">Subscription credits</dt>
                    <dd>{s.subscriptionCreditsRemaining - s.paygCreditsRemaining}</dd>
                    <dt className="text-muted-foreground">Pay-as-you-go credits</dt>
                    <dd>{s.paygCreditsRemaining}</dd>
                    <dt className="text-muted-foreground">Cost per analysis</dt>
                    <dd>{formatCents(s.effectiveCostPerReview)}</dd>
                    {s.currentPeriodEnd ? (
                      <>
                        <dt className="text-muted-foreground">{s.cancelAtPeriodEnd || s.status === 'cancelled' ? 'Credits kept until' : 'Renews on'}</dt>
                        <dd>{formatDate(s.currentPeriodEnd)}</dd>
                      </>
                    ) : null}
                  </dl>
                  {s.scheduledPlan && s.scheduledPlanAt ? (
                    <p className="text-muted-foreground">
                      Changes to {planLabel(s.scheduledPlan)} on {formatDate(s.scheduledPlanAt)}. Your current credits stay until they expire.
                    </p>
                  ) : null}
                  {s.cancelAtPeriodEnd ? (
                    <p className="text-muted-foreground">Your subscription ends at the end of this period; your credits stay until then.</p>
                  ) : null}
                  <div className="flex flex-wrap gap-2">
                    {pending ? <Button onClick={onCompletePayment}>Complete Payment</Button> : null}
                    {(pending || (activePaid && !s.cancelAtPeriodEnd)) && !confirming ? (
                      <Button variant="outline" onClick={() => setConfirming(true)}>
                        Cancel Subscription
                      </Button>
                    ) : null}
                    {s.plan === 'free' || total === 0 || activePaid ? (
                      <Button variant={activePaid ? 'outline' : 'default'} onClick={onViewPlans}>
                        View Plans
                      </Button>
                    ) : null}
                  </div>
                  {confirming ? (
                    <div role="alertdialog" aria-label="Cancel subscription" className="flex flex-col gap-2 rounded-md border p-3">
                      <p>Cancel your subscription? You keep your credits until the end of the current period.</p>
                      <div className="flex gap-2">
                        <Button variant="destructive" onClick={doCancel} disabled={cancel.isPending}>
                          {cancel.isPending ? 'Cancelling...' : 'Yes, cancel'}
                        </Button>
                        <Button variant="outline" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
                          Keep my plan
                        </Button>
                      </div>
                    </div>
                  ) : null}
                </>
              );
            })()
          )}
        </CardContent>
      </Card>
    </div>
  );
}
