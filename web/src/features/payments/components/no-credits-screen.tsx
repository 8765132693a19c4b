import { TEXTS } from '@/lib/error-catalogue';
import { ArrowLeft, CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { formatCents } from '@/lib/format';
import { serverMessageOr } from '@/lib/server-message';
import { type PaygPayment, useCreatePaygPayment } from '../api/create-payg-payment.ts';
import { PAYG_PRICE_CENTS, PAYMENT_UNEXPECTED_TEXT } from '@/lib/payment/payment-result';
import { usePaymentOutcome } from '@/lib/payment/use-payment-outcome';
import { forgetWaitingAnalysis, rememberWaitingAnalysis } from '@/lib/payment/waiting-analysis';
import { CompletePayment } from '@/components/payment/complete-payment';
import { NoCreditsOptions } from './no-credits-options.tsx';


type NoCreditsScreenProps = {
  /** The analysis that waits for a credit, if any. */
  analysisId: string | null;
  /** Its document, to show again after a 3-D Secure redirect. */
  document?: { id: string; name: string } | null;
  userId: string;
  /** After a successful payment: start the waiting analysis and show it. */
  onPaid: () => void | Promise<void>;
  onCancel: () => void;
  onBackToDashboard: () => void;
};

// Pay-as-you-go goes straight from the options to the card form (issue 27: one step, not two).
type Step = { name: 'options' } | { name: 'checkout'; payment: PaygPayment };

/** The no-credits state (spec-core §2, §4): plans or pay-as-you-go, then the Complete Payment step. */
export function NoCreditsScreen({ analysisId, document = null, userId, onPaid, onCancel, onBackToDashboard }: NoCreditsScreenProps) {
  const [step, setStep] = useState<Step>({ name: 'options' });
  const createPayment = useCreatePaygPayment();
  const outcome = usePaymentOutcome({
    userId,
    onPaid: async () => {
      forgetWaitingAnalysis();
      await onPaid();
    },
  });

  const startPayment = async () => {
    try {
      const payment = await createPayment.mutateAsync();
      // If the bank asks for 3-D Secure, the browser leaves this page: the return starts the analysis.
      if (analysisId) rememberWaitingAnalysis({ analysisId, documentId: document?.id ?? null, documentName: document?.name ?? null });
      setStep({ name: 'checkout', payment });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Payment Setup Error', description: serverMessageOr(error, PAYMENT_UNEXPECTED_TEXT) });
    }
  };

  return (
    <section aria-labelledby="no-credits-title" className="flex flex-col gap-4">
      <div className="flex items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-4">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        <div>
          <h2 id="no-credits-title" className="font-semibold">
            You have no credits left
          </h2>
          <p className="text-sm">{TEXTS.noCredits}</p>
        </div>
      </div>

      {step.name === 'options' ? (
        <NoCreditsOptions analysisWaiting={analysisId !== null} onPayNow={() => void startPayment()} preparing={createPayment.isPending} />
      ) : (
        <CompletePayment
          clientSecret={step.payment.clientSecret}
          onResult={outcome.handle}
          onCancel={() => setStep({ name: 'options' })}
          finishing={outcome.finishing}
          description={`One analysis credit for ${formatCents(step.payment.amount ?? PAYG_PRICE_CENTS)}. Your analysis starts as soon as the payment goes through.`}
          submitLabel={`Pay ${formatCents(step.payment.amount ?? PAYG_PRICE_CENTS)} and Start Analysis`}
          failure={outcome.failure}
        />
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button
          variant="ghost"
          onClick={() => {
            forgetWaitingAnalysis();
            onBackToDashboard();
          }}
        >
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            forgetWaitingAnalysis();
            onCancel();
          }}
        >
          Cancel
        </Button>
      </div>
    </section>
  );
}
