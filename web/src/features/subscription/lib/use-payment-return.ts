import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { startAnalysis } from '@/lib/start-analysis';
import { allocateCredits } from '@/lib/payment/allocate-credits';
import { ALLOCATION_PENDING_TEXT, PAYMENT_FAILED_FALLBACK } from '@/lib/payment/payment-result';
import { forgetWaitingAnalysis, takeWaitingAnalysis } from '@/lib/payment/waiting-analysis';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useRefreshBilling } from '../api/subscription-api.ts';

/**
 * Arrival with ?payment=success (spec-accounts-admin §2), usually back from a 3-D Secure check:
 * Stripe adds payment_intent and redirect_status. Credit the payment (the webhook does too; it
 * lands once), record the purchase, refresh, say so and clean the address. If the payment was for
 * an analysis waiting on the dashboard, start it and go back to it.
 */
export function usePaymentReturn() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const refresh = useRefreshBilling();
  const { user } = useAuth();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || params.get('payment') !== 'success') return;
    handled.current = true;
    const intentId = params.get('payment_intent');
    const failed = params.get('redirect_status') === 'failed';
    setParams({}, { replace: true });

    if (failed) {
      forgetWaitingAnalysis();
      toast({ variant: 'destructive', title: 'Payment Failed', description: PAYMENT_FAILED_FALLBACK });
      return;
    }
    // The purchase is recorded by the server when billing credits it (allocateCredits below).
    void (async () => {
      let credited = true;
      if (intentId && user) {
        try {
          await allocateCredits({ paymentIntentId: intentId, userId: String(user.id) });
        } catch {
          credited = false;
        }
      }
      await refresh();
      toast({ title: 'Payment Successful', description: credited ? 'Your credits have been added to your account.' : ALLOCATION_PENDING_TEXT });

      const waiting = takeWaitingAnalysis();
      if (!waiting) return;
      try {
        await startAnalysis(waiting.analysisId);
        const openDocument = waiting.documentId && waiting.documentName ? { id: waiting.documentId, name: waiting.documentName } : undefined;
        navigate(paths.home, { state: openDocument ? { openDocument } : null });
      } catch {
        toast({ variant: 'destructive', title: 'Failed to start analysis after payment' });
      }
    })();
  }, [params, refresh, setParams, navigate, user]);
}
