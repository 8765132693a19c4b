import { CompletePayment } from '@/components/payment/complete-payment';
import { usePaymentOutcome } from '@/lib/payment/use-payment-outcome';
import { SUBSCRIPTION_PAYMENT_UNEXPECTED_TEXT } from '@/lib/payment/payment-result';
import { useAuth } from '@/lib/auth';
import { formatCents } from '@/lib/format';
import { renewalTerms } from '@/lib/plan-display';
import type { PaidPlan } from '@doco/contracts';
import { useRefreshBilling } from '../api/subscription-api.ts';

export type CheckoutOrder = {
  kind: 'plan' | 'payg';
  /** The plan subscribed to (a plan's card form says how it renews). */
  plan?: PaidPlan;
  clientSecret: string;
  /** What is bought, e.g. 'Monthly plan' or '10 pay-as-you-go credits'. */
  title: string;
  amount: number;
  credits: number;
};

const plural = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;

/** The card form for a plan or a bundle, then the spec's outcomes (§4 Payment flow). */
export function Checkout({ order, onDone, onCancel }: { order: CheckoutOrder; onDone: () => void; onCancel: () => void }) {
  const { user } = useAuth();
  const refresh = useRefreshBilling();
  const outcome = usePaymentOutcome({
    unexpectedText: SUBSCRIPTION_PAYMENT_UNEXPECTED_TEXT,
    userId: user?.id ?? '',
    describe: (added) =>
      order.kind === 'plan'
        ? `Your subscription is now active! ${added || order.credits} credits have been added to your account.`
        : `${plural(added || order.credits)} added to your account.`,
    onPaid: async () => {
      await refresh();
      onDone();
    },
  });

  return (
    <div className="max-w-xl">
      <CompletePayment
        clientSecret={order.clientSecret}
        onResult={async (result) => {
          // The purchase is recorded by the server when billing credits it.
          await outcome.handle(result);
        }}
        onCancel={onCancel}
        finishing={outcome.finishing}
        description={`${order.title}: ${plural(order.credits)} for ${formatCents(order.amount)}.`}
        terms={order.plan ? Object.values(renewalTerms(order.plan, formatCents(order.amount))) : undefined}
        failure={outcome.failure}
        titleAs="h2"
        submitLabel={order.kind === 'plan' ? 'Subscribe Now' : `Pay ${formatCents(order.amount)}`}
      />
    </div>
  );
}
