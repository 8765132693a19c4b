import { ArrowLeft, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { planLabel } from '@/lib/plan-names';
import { CompletePayment } from '@/components/payment/complete-payment';
import { usePaymentOutcome } from '@/lib/payment/use-payment-outcome';
import { SUBSCRIPTION_PAYMENT_UNEXPECTED_TEXT } from '@/lib/payment/payment-result';
import { useAuth } from '@/lib/auth';
import { formatCents } from '@/lib/format';
import { renewalTerms } from '@/lib/plan-display';
import { readFailure } from '@/lib/server-message';
import { usePendingPayment, useRefreshBilling } from '../api/subscription-api.ts';

/**
 * 'Complete Your Payment' (spec-accounts-admin §2, §4): the full-page screen for a subscription still
 * waiting for its first payment. Loading, then an error, 'No pending payment found', or the
 * card form; while the payment is submitted the form shows it is processing.
 */
export function CompleteYourPayment({ onBack }: { onBack: () => void }) {
  const { user } = useAuth();
  const pending = usePendingPayment();
  const refresh = useRefreshBilling();
  const credits = Number(pending.data?.metadata.credits ?? 0);
  const outcome = usePaymentOutcome({
    unexpectedText: SUBSCRIPTION_PAYMENT_UNEXPECTED_TEXT,
    userId: String(user?.id ?? ''),
    describe: (added) => `Your subscription is now active! ${added || credits} credits have been added to your account.`,
    onPaid: async () => {
      await refresh();
      onBack();
    },
  });

  let body: ReactNode;
  if (pending.isPending) {
    body = <Spinner label="Loading payment details" />;
  } else if (pending.isError) {
    const failure = readFailure(pending.error);
    body =
      failure.status === 404 ? (
        <Notice title="No pending payment found" text="There is no payment waiting for your subscription." />
      ) : (
        <Notice title="Unable to load payment details" text={failure.message && failure.status ? failure.message : 'Failed to load payment details'} />
      );
  } else {
    const payment = pending.data;
    body = (
      <div className="flex max-w-xl flex-col gap-4">
        <dl className="grid grid-cols-2 gap-1 rounded-md border p-4 text-sm">
          <dt className="text-muted-foreground">Plan</dt>
          <dd>{planLabel(payment.planId)}</dd>
          <dt className="text-muted-foreground">Credits</dt>
          <dd>{credits} analyses</dd>
          <dt className="text-muted-foreground">Amount</dt>
          <dd>{formatCents(payment.amount)}</dd>
        </dl>
        <CompletePayment
          clientSecret={payment.clientSecret}
          onResult={async (result) => {
            await outcome.handle(result);
          }}
          onCancel={onBack}
          finishing={outcome.finishing}
          description={`${planLabel(payment.planId)} plan: ${credits} credits for ${formatCents(payment.amount)}.`}
          submitLabel="Complete Payment"
          terms={Object.values(renewalTerms(payment.planId, formatCents(payment.amount)))}
          failure={outcome.failure}
          titleAs="h2"
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="complete-your-payment" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="complete-your-payment" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Complete Your Payment
        </h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            Back to Subscription
          </Button>
          <Button asChild variant="ghost">
            <Link to={paths.home}>Back to Dashboard</Link>
          </Button>
        </div>
      </div>
      {body}
    </section>
  );
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <Card role="alert" className="max-w-xl">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <CircleAlert aria-hidden="true" className="size-5 text-destructive" />
          {title}
        </CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent />
    </Card>
  );
}
