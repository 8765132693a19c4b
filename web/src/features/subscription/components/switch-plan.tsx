import type { PaidPlan, PlanOffer } from '@doco/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { PLAN_DISPLAY } from '@/lib/plan-display';
import { formatCents, formatDate } from '@/lib/format';
import { serverMessageOr } from '@/lib/server-message';
import { useChangePlan, useRefreshBilling } from '../api/subscription-api.ts';

type SwitchPlanProps = {
  current: PaidPlan;
  target: PaidPlan;
  offer: PlanOffer;
  /** The current period's end: when the switch happens. */
  periodEnd: string | null;
  /** A switch already scheduled; choosing the current plan again calls it off. */
  scheduled: PaidPlan | null;
  onClose: () => void;
};

/** Confirms a switch to another paid plan, which happens at the end of the current period. */
export function SwitchPlan({ current, target, offer, periodEnd, scheduled, onClose }: SwitchPlanProps) {
  const change = useChangePlan();
  const refresh = useRefreshBilling();
  const when = periodEnd ? formatDate(periodEnd) : 'the end of the current period';
  const from = PLAN_DISPLAY[current].name;
  const to = PLAN_DISPLAY[target].name;

  const confirm = async () => {
    try {
      const result = await change.mutateAsync(target);
      toast({ title: result.scheduledPlan ? 'Plan Change Scheduled' : 'Plan Change Cancelled', description: result.message });
      await refresh();
      onClose();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Plan Change Failed', description: serverMessageOr(error, 'An unexpected error occurred') });
    }
  };

  if (target === current) {
    return (
      <Card role="dialog" aria-label={`Keep ${from}`} className="border-primary">
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            Keep {from}
          </CardTitle>
          <CardDescription>
            Your switch to {scheduled ? PLAN_DISPLAY[scheduled].name : 'another plan'} on {when} will be called off, and your {from} plan renews as it is.
          </CardDescription>
        </CardHeader>
        <CardFooter className="gap-2">
          <Button variant="outline" onClick={onClose} disabled={change.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={change.isPending}>
            {change.isPending ? 'Saving...' : `Keep ${from}`}
          </Button>
        </CardFooter>
      </Card>
    );
  }

  return (
    <Card role="dialog" aria-label={`Switch to ${to}`} className="border-primary">
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Switch to {to}
        </CardTitle>
        <CardDescription>
          Your {from} plan stays until {when}. From {when} you will be on {to}: {formatCents(offer.price)} {PLAN_DISPLAY[target].period}, {offer.credits}{' '}
          analyses each period. Nothing is charged today, and credits you already have stay until they expire.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-1 text-sm sm:max-w-md">
        <span className="text-muted-foreground">Changes on</span>
        <span>{when}</span>
        <span className="text-muted-foreground">Effective cost per review</span>
        <span>{formatCents(offer.effectiveCostPerReview)}</span>
      </CardContent>
      <CardFooter className="gap-2">
        <Button variant="outline" onClick={onClose} disabled={change.isPending}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={change.isPending}>
          {change.isPending ? 'Scheduling...' : 'Switch at Period End'}
        </Button>
      </CardFooter>
    </Card>
  );
}
