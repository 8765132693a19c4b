import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useAllocateCredits } from '@/lib/payment/allocate-credits';
import { ALLOCATION_PENDING_TEXT, PAYMENT_FAILED_FALLBACK, PAYMENT_PROCESSING_TEXT, PAYMENT_UNEXPECTED_TEXT, type PaymentResult } from '@/lib/payment/payment-result';

const plural = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;

/** Why the card form's last payment did not go through, shown beside the form (never over its Pay button). */
export type PaymentFailure = { title: string; message: string };

/**
 * spec-core §4 Payment: an error → 'Payment Failed', written beside the card form (issue 27: a toast
 * covered the Pay button on a phone); succeeded → allocate the credit, 'Payment
 * Successful', then `onPaid` (which starts the waiting analysis); any other status → 'Payment
 * Processing'. A failed allocation still proceeds: the webhook credits the payment shortly.
 */
export function usePaymentOutcome({
  userId,
  onPaid,
  describe = (creditsAdded) => `${plural(creditsAdded)} added to your account.`,
  unexpectedText = PAYMENT_UNEXPECTED_TEXT,
}: {
  userId: string;
  onPaid: () => void | Promise<void>;
  /** The success notice's text for the credits added (a plan says its subscription is active). */
  describe?: (creditsAdded: number) => string;
  /** 'Payment Error' text: the dashboard's and the subscription page's differ (spec-core §9, spec-accounts-admin §8). */
  unexpectedText?: string;
}) {
  const allocate = useAllocateCredits();
  const [finishing, setFinishing] = useState(false);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);

  const handle = async (result: PaymentResult) => {
    if (result.kind === 'error') {
      setFailure({ title: 'Payment Failed', message: result.message || PAYMENT_FAILED_FALLBACK });
      return;
    }
    if (result.kind === 'unexpected') {
      setFailure({ title: 'Payment Error', message: unexpectedText });
      return;
    }
    setFailure(null);
    if (result.kind === 'other') {
      toast({ title: 'Payment Processing', description: PAYMENT_PROCESSING_TEXT });
      return;
    }
    setFinishing(true);
    try {
      const { creditsAdded } = await allocate.mutateAsync({ paymentIntentId: result.paymentIntentId, userId });
      toast({ title: 'Payment Successful', description: describe(creditsAdded) });
    } catch {
      toast({ title: 'Payment Successful', description: ALLOCATION_PENDING_TEXT });
    }
    try {
      await onPaid();
    } finally {
      setFinishing(false);
    }
  };

  return { handle, finishing, failure };
}
