import type { PaidPlan } from '@doco/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { PLAN_DISPLAY, PLAN_ORDER, renewalTerms, savingsPercent } from '@/lib/plan-display';
import { PriceCard } from '@/components/price-card';
import { formatCents, formatDate } from '@/lib/format';
import { serverMessageOr } from '@/lib/server-message';
import { SUBSCRIPTION_PAYMENT_UNEXPECTED_TEXT } from '@/lib/payment/payment-result';
import { useCreatePaygBundle, useCreateSubscription, usePlans, useSubscriptionStatus } from '../api/subscription-api.ts';
import { Checkout, type CheckoutOrder } from './checkout.tsx';
import { PaygBundle } from './payg-bundle.tsx';
import { SwitchPlan } from './switch-plan.tsx';

type Step =
  | { name: 'browse' }
  | { name: 'confirm'; plan: PaidPlan }
  | { name: 'switch'; plan: PaidPlan }
  | { name: 'payg' }
  | { name: 'checkout'; order: CheckoutOrder };

/** Plans: the free trial, pay-as-you-go bundles and the four subscription plans (spec-accounts-admin §2). */
export function PlansTab() {
  const plans = usePlans();
  const status = useSubscriptionStatus();
  const subscribe = useCreateSubscription();
  const bundle = useCreatePaygBundle();
  const [step, setStep] = useState<Step>({ name: 'browse' });

  if (plans.isPending) return <Spinner label="Loading plans" />;
  if (plans.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Unable to load subscription plans
      </p>
    );
  }
  const payg = plans.data.payAsYouGo;
  const back = () => setStep({ name: 'browse' });

  if (step.name === 'checkout') return <Checkout order={step.order} onDone={back} onCancel={back} />;
  if (step.name === 'payg') {
    return (
      <PaygBundle
        payg={payg}
        preparing={bundle.isPending}
        onBack={back}
        onBuy={async (quantity, amount) => {
          try {
            const payment = await bundle.mutateAsync({ quantity, amount });
            if (!payment.clientSecret) {
              toast({ variant: 'destructive', title: 'Unable to create payment intent', description: SUBSCRIPTION_PAYMENT_UNEXPECTED_TEXT });
              return;
            }
            setStep({
              name: 'checkout',
              order: {
                kind: 'payg',
                clientSecret: payment.clientSecret,
                title: `${quantity} pay-as-you-go ${quantity === 1 ? 'credit' : 'credits'}`,
                amount: payment.amount,
                credits: quantity,
              },
            });
          } catch (error) {
            toast({ variant: 'destructive', title: 'Failed to create payment intent', description: serverMessageOr(error, SUBSCRIPTION_PAYMENT_UNEXPECTED_TEXT) });
          }
        }}
      />
    );
  }

  const current = status.data?.plan;
  const chosen = step.name === 'confirm' ? plans.data.plans[step.plan] : null;
  // A paid plan that renews can switch to another from its period end; a new subscriber pays now.
  const renewing = status.data && current && current !== 'free' && status.data.status === 'active' && !status.data.cancelAtPeriodEnd ? current : null;
  const scheduled = status.data?.scheduledPlan ?? null;
  return (
    <div className="flex flex-col gap-6">
      {step.name === 'switch' && renewing ? (
        <SwitchPlan current={renewing} target={step.plan} offer={plans.data.plans[step.plan]} periodEnd={status.data?.currentPeriodEnd ?? null} scheduled={scheduled} onClose={back} />
      ) : null}
      {chosen && step.name === 'confirm' ? (
        <Card role="dialog" aria-label={`Subscribe to ${chosen.name}`} className="border-primary">
          <CardHeader>
            <CardTitle as="h2" className="text-lg">
              Subscribe to {chosen.name}
            </CardTitle>
            <CardDescription>{chosen.description}</CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-2 gap-1 text-sm sm:max-w-md">
            <span className="text-muted-foreground">Price</span>
            <span>{formatCents(chosen.price)}</span>
            <span className="text-muted-foreground">Credits</span>
            <span>{chosen.credits} analyses</span>
            <span className="text-muted-foreground">Effective cost per review</span>
            <span>{formatCents(chosen.effectiveCostPerReview)}</span>
            <span className="text-muted-foreground">Renews</span>
            <span>{renewalTerms(step.plan, formatCents(chosen.price)).renews}</span>
            <span className="text-muted-foreground">Credits expire</span>
            <span>{renewalTerms(step.plan, formatCents(chosen.price)).expiry}</span>
          </CardContent>
          <CardFooter className="gap-2">
            <Button variant="outline" onClick={back} disabled={subscribe.isPending}>
              Cancel
            </Button>
            <Button
              disabled={subscribe.isPending}
              onClick={async () => {
                try {
                  const payment = await subscribe.mutateAsync(step.plan);
                  if (!payment.clientSecret) {
                    toast({ variant: 'destructive', title: 'Unable to create payment intent', description: SUBSCRIPTION_PAYMENT_UNEXPECTED_TEXT });
                    return;
                  }
                  setStep({
                    name: 'checkout',
                    order: { kind: 'plan', plan: step.plan, clientSecret: payment.clientSecret, title: `${chosen.name} plan`, amount: payment.amount, credits: chosen.credits },
                  });
                } catch (error) {
                  toast({ variant: 'destructive', title: 'Subscription Error', description: serverMessageOr(error, 'An unexpected error occurred') });
                }
              }}
            >
              {subscribe.isPending ? 'Preparing payment...' : 'Continue to Payment'}
            </Button>
          </CardFooter>
        </Card>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="text-lg">
              Free Trial
            </CardTitle>
            <CardDescription>{formatCents(0)} · 1 free analysis</CardDescription>
          </CardHeader>
          <CardContent className="text-sm">
            {status.data ? `${status.data.freeCreditsRemaining} free ${status.data.freeCreditsRemaining === 1 ? 'credit' : 'credits'} remaining` : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="text-lg">
              Pay As You Go
            </CardTitle>
            <CardDescription>{formatCents(payg.price)} per analysis, cheaper in bundles</CardDescription>
          </CardHeader>
          <CardFooter>
            <Button onClick={() => setStep({ name: 'payg' })}>Buy Credits (1-100)</Button>
          </CardFooter>
        </Card>
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {PLAN_ORDER.map((id) => {
          const plan = plans.data.plans[id];
          const display = PLAN_DISPLAY[id];
          const isCurrent = current === id;
          const isScheduled = scheduled === id;
          const startsOn = isScheduled && status.data?.scheduledPlanAt ? `Starts on ${formatDate(status.data.scheduledPlanAt)}` : null;
          return (
            <PriceCard
              key={id}
              name={display.name}
              price={formatCents(plan.price)}
              period={display.period}
              description={plan.description}
              points={[
                `${plan.credits} analyses`,
                `${formatCents(plan.effectiveCostPerReview)} per analysis`,
                `Save ${savingsPercent(plan.effectiveCostPerReview, payg.price)}% vs pay-as-you-go`,
                ...(isCurrent ? ['Your current plan'] : []),
                ...(startsOn ? [startsOn] : []),
              ]}
              ctaLabel={isCurrent ? (scheduled ? 'Keep Current Plan' : 'Current Plan') : isScheduled ? 'Switch Scheduled' : renewing ? 'Switch Plan' : 'Subscribe Now'}
              onChoose={() => {
                if (isCurrent && scheduled && renewing) setStep({ name: 'switch', plan: id });
                else if (isCurrent || isScheduled) return;
                else setStep(renewing ? { name: 'switch', plan: id } : { name: 'confirm', plan: id });
              }}
              highlight={display.popular ? 'Most Popular' : undefined}
            />
          );
        })}
      </div>
    </div>
  );
}
