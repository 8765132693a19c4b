import { CircleAlert, Coins } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { ToneBadge } from '@/components/ui/tone-badge';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useCredits } from '../api/get-credits.ts';
import {
  creditsAvailableText,
  creditsTone,
  creditsMadeOfText,
  LOW_CREDIT_THRESHOLD,
  planLabel,
  totalCredits,
} from '../lib/credits-display.ts';

const toneClasses = {
  red: 'border-red-300 bg-red-50 [&_[data-icon]]:text-red-700',
  yellow: 'border-amber-300 bg-amber-50 [&_[data-icon]]:text-amber-700',
  green: 'border-green-300 bg-green-50 [&_[data-icon]]:text-green-700',
} as const;

/** Credits available, free credits and the plan (spec-core §2), coloured by how many are left. */
export function CreditsBanner() {
  const { data, isPending, isError } = useCredits();

  if (isError) {
    return (
      <section aria-label="Credits" role="alert" className="flex items-center gap-3 rounded-lg border border-destructive/40 bg-card p-4">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
        <div>
          <p className="font-medium">Unable to load credits</p>
          <p className="text-sm text-muted-foreground">Please refresh the page</p>
        </div>
      </section>
    );
  }

  if (isPending) {
    return (
      <section aria-label="Credits" aria-busy="true" className="rounded-lg border bg-card p-4">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="mt-2 h-4 w-32" />
      </section>
    );
  }

  const total = totalCredits(data);
  const tone = creditsTone(total);
  const madeOf = creditsMadeOfText(data);
  return (
    <section
      aria-label="Credits"
      data-tone={tone}
      className={cn('flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4', toneClasses[tone])}
    >
      <div className="flex items-center gap-3">
        <Coins data-icon="" aria-hidden="true" className="size-6 shrink-0" />
        <div>
          <p className="font-semibold" data-testid="credits-total">
            {creditsAvailableText(total)}
          </p>
          {madeOf ? <p className="text-sm text-muted-foreground">{madeOf}</p> : null}
        </div>
      </div>
      <div className="flex items-center gap-3">
        {total <= LOW_CREDIT_THRESHOLD ? (
          <Link to={paths.subscriptionPlans} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {total === 0 ? 'Get credits' : 'Top up'}
          </Link>
        ) : null}
        <ToneBadge tone="neutral" data-testid="plan-badge">
          <span className="sr-only">Plan: </span>
          {planLabel(data.subscriptionPlan)}
        </ToneBadge>
      </div>
    </section>
  );
}
