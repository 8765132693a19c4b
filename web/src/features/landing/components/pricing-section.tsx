import { CircleAlert } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePlans } from '@/lib/get-plans';
import { PricingGrid } from './pricing-grid.tsx';

/** Prices come only from the server: loading, then the grid or 'Unable to load subscription plans'. */
export function PricingSection({ onChoose }: { onChoose: () => void }) {
  const plans = usePlans();
  return (
    <section aria-labelledby="pricing-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <h2 id="pricing-heading" className="text-2xl font-semibold tracking-tight">
        Simple, transparent pricing
      </h2>
      <p className="mt-2 text-muted-foreground">One credit pays for one analysis. Prices in Australian dollars.</p>
      <div className="mt-6">
        {plans.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading subscription plans" />
          </div>
        ) : plans.isError ? (
          <Alert variant="destructive" role="alert" className="items-center justify-between">
            <span className="flex items-center gap-2">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              Unable to load subscription plans
            </span>
            <Button variant="outline" size="sm" onClick={() => plans.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <PricingGrid data={plans.data} onChoose={onChoose} />
        )}
      </div>
    </section>
  );
}
