import type { PlansResponse } from '@/lib/get-plans';
import { formatAud } from '@doco/contracts';
import { PLAN_DISPLAY, PLAN_ORDER, reviews, savingsPercent } from '@/lib/plan-display';
import { PriceCard } from '@/components/price-card';

/** Free trial, pay-as-you-go and the four plans, all priced from GET /api/subscription/plans. */
export function PricingGrid({ data, onChoose }: { data: PlansResponse; onChoose: () => void }) {
  const payg = data.payAsYouGo.price;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <PriceCard
        name="Free Trial"
        price={formatAud(0)}
        period="one-time"
        points={['1 review', 'Full risk report with page references', 'Downloadable PDF report']}
        ctaLabel="Get Started"
        onChoose={onChoose}
      />
      <PriceCard
        name="Pay-as-you-go"
        price={formatAud(payg)}
        period="per review"
        points={['Buy 1 to 100 reviews at a time', 'Credits never expire', 'Bulk discounts from 10 reviews']}
        ctaLabel="Get Started"
        onChoose={onChoose}
      />
      {PLAN_ORDER.map((id) => {
        const plan = data.plans[id];
        const display = PLAN_DISPLAY[id];
        const saving = savingsPercent(plan.effectiveCostPerReview, payg);
        const points = [
          reviews(plan.credits),
          `${formatAud(plan.effectiveCostPerReview)} per review`,
          ...(saving > 0 ? [`Save ${saving}% vs pay-as-you-go`] : []),
          ...(display.prioritySupport ? ['Priority support'] : []),
        ];
        return (
          <PriceCard
            key={id}
            name={display.name}
            price={formatAud(plan.price)}
            period={display.period}
            description={plan.description}
            points={points}
            ctaLabel="Get Started"
            onChoose={onChoose}
            highlight={display.popular ? 'Most Popular' : undefined}
          />
        );
      })}
    </div>
  );
}
