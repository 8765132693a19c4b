import { Check, CreditCard, Crown } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ToneBadge } from '@/components/ui/tone-badge';
import { paths } from '@/config/paths';
import { formatCents } from '@/lib/format';
import { PAYG_PRICE_CENTS } from '@/lib/payment/payment-result';

// spec-core §2 and §9: per-review prices shown on the no-credits screen, in cents.
const PLAN_PRICES = [
  { name: 'Monthly', cents: 275 },
  { name: 'Quarterly', cents: 250 },
  { name: 'Annual', cents: 200 },
];
const PLAN_BULLETS = ['Multiple analyses per month', 'Significant cost savings', 'Priority support'];

type NoCreditsOptionsProps = {
  /** An analysis waits for a credit: pay for it here; otherwise go to the plans page. */
  analysisWaiting: boolean;
  onPayNow: () => void;
  /** The payment is being created: the button waits. */
  preparing?: boolean;
};

/** The two cards of the no-credits screen: Subscription Plans and Pay-as-you-go. */
export function NoCreditsOptions({ analysisWaiting, onPayNow, preparing = false }: NoCreditsOptionsProps) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="flex flex-col border-primary">
        <CardHeader className="p-4 sm:p-6">
          <ToneBadge tone="green">Best Value</ToneBadge>
          <CardTitle as="h3" className="flex items-center gap-2 text-lg">
            <Crown aria-hidden="true" className="size-5 text-primary" />
            Subscription Plans
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-3 p-4 pt-0 sm:p-6 sm:pt-0">
          <ul className="flex flex-col gap-1 text-sm">
            {PLAN_PRICES.map((plan) => (
              <li key={plan.name} className="flex justify-between gap-2">
                <span>{plan.name}</span>
                <span className="font-medium tabular-nums">{formatCents(plan.cents)}/review</span>
              </li>
            ))}
          </ul>
          <ul className="flex flex-col gap-1.5 text-sm">
            {PLAN_BULLETS.map((bullet) => (
              <li key={bullet} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-primary" />
                {bullet}
              </li>
            ))}
          </ul>
        </CardContent>
        <CardFooter className="p-4 pt-0 sm:p-6 sm:pt-0">
          <Button asChild className="w-full">
            <Link to={paths.subscriptionPlans}>View Subscription Plans</Link>
          </Button>
        </CardFooter>
      </Card>

      <Card className="flex flex-col">
        <CardHeader className="p-4 sm:p-6">
          <ToneBadge tone="blue">One-time Payment</ToneBadge>
          <CardTitle as="h3" className="flex items-center gap-2 text-lg">
            <CreditCard aria-hidden="true" className="size-5 text-primary" />
            Pay-as-you-go
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-2 p-4 pt-0 sm:p-6 sm:pt-0">
          <p>
            <span className="text-2xl font-semibold tabular-nums">{formatCents(PAYG_PRICE_CENTS)}</span>{' '}
            <span className="text-sm text-muted-foreground">per analysis</span>
          </p>
          <p className="text-sm text-muted-foreground">Pay only for the documents you check. No commitment.</p>
        </CardContent>
        <CardFooter className="p-4 pt-0 sm:p-6 sm:pt-0">
          {analysisWaiting ? (
            <Button className="w-full" onClick={onPayNow} disabled={preparing}>
              {preparing ? 'Preparing payment...' : `Pay ${formatCents(PAYG_PRICE_CENTS)} Now`}
            </Button>
          ) : (
            <Button asChild variant="outline" className="w-full">
              <Link to={paths.subscriptionPlans}>Get Credits</Link>
            </Button>
          )}
        </CardFooter>
      </Card>
    </div>
  );
}
