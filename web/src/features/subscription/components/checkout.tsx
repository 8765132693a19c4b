import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useAllocateCredits } from '@/features/payments/api/allocate-credits';
import { CompletePayment } from '@/features/payments/components/complete-payment';
import { PAYMENT_FAILED_FALLBACK, PAYMENT_PROCESSING_TEXT, PAYMENT_UNEXPECTED_TEXT, type PaymentResult } from '@/features/payments/lib/payment-result';
import { useAuth } from '@/lib/auth';
import { formatCents } from '@/lib/format';
import { useRefreshBilling } from '../api/subscription-api.ts';

export type CheckoutOrder = {
  kind: 'plan' | 'payg';
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
  const allocate = useAllocateCredits();
  const refresh = useRefreshBilling();
  const [finishing, setFinishing] = useState(false);

  const onResult = async (result: PaymentResult) => {
    if (result.kind === 'error') {
      toast({ variant: 'destructive', title: 'Payment Failed', description: result.message || PAYMENT_FAILED_FALLBACK });
      return;
    }
    if (result.kind === 'unexpected') {
      toast({ variant: 'destructive', title: 'Payment Error', description: PAYMENT_UNEXPECTED_TEXT });
      return;
    }
    if (result.kind === 'other') {
      toast({ title: 'Payment Processing', description: PAYMENT_PROCESSING_TEXT });
      return;
    }
    setFinishing(true);
    let added = order.credits;
    try {
      added = (await allocate.mutateAsync({ paymentIntentId: result.paymentIntentId, userId: user?.id ?? '' })).creditsAdded || order.credits;
    } catch {
      // The webhook credits the payment shortly; the success still stands.
    }
    toast({
      title: 'Payment Successful',
      description:
        order.kind === 'plan'
          ? `Your subscription is now active! ${added} credits have been added to your account.`
          : `${plural(added)} added to your account.`,
    });
    await refresh();
    setFinishing(false);
    onDone();
  };

  return (
    <div className="max-w-xl">
      <CompletePayment
        clientSecret={order.clientSecret}
        onResult={onResult}
        onCancel={onCancel}
        finishing={finishing}
        description={`${order.title}: ${plural(order.credits)} for ${formatCents(order.amount)}.`}
        submitLabel={order.kind === 'plan' ? 'Subscribe Now' : `Pay ${formatCents(order.amount)}`}
      />
    </div>
  );
}
