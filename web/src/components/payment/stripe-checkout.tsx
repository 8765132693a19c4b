import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { PaymentFailureNotice } from '@/components/payment/payment-failure';
import type { PaymentFailure } from '@/lib/payment/use-payment-outcome';
import { paymentReturnUrl, type PaymentResult } from '@/lib/payment/payment-result';

// Loaded lazily (see complete-payment.tsx): Stripe's script is fetched only when a key is configured.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
}

type StripeCheckoutProps = {
  publishableKey: string;
  clientSecret: string;
  onResult: (result: PaymentResult) => Promise<void>;
  onCancel: () => void;
  finishing: boolean;
  /** The pay button's label (it names the amount: 'Pay A$29.00', 'Subscribe Now'). */
  submitLabel: string;
  failure?: PaymentFailure | null | undefined;
};

function StripeForm({ onResult, onCancel, finishing, submitLabel, failure }: Omit<StripeCheckoutProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // spec-core §5: the form runs only when the provider and the form are ready.
  const ready = Boolean(stripe && elements && elementReady);
  const busy = submitting || finishing;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || !ready) return;
    setSubmitting(true);
    let result: PaymentResult;
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: paymentReturnUrl() },
        redirect: 'if_required',
      });
      if (error) result = { kind: 'error', message: error.message };
      else if (paymentIntent.status === 'succeeded') result = { kind: 'succeeded', paymentIntentId: paymentIntent.id };
      else result = { kind: 'other', status: paymentIntent.status };
    } catch {
      result = { kind: 'unexpected' };
    } finally {
      setSubmitting(false);
    }
    await onResult(result);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Card details">
      <PaymentElement
        onReady={() => setElementReady(true)}
        options={{ layout: 'tabs', wallets: { applePay: 'never', googlePay: 'never', link: 'never' } }}
      />
      <PaymentFailureNotice failure={failure} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel Payment
        </Button>
        <Button type="submit" disabled={!ready || busy}>
          {busy ? 'Processing...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** Stripe's Payment Element, card only, in tabs layout. */
export default function StripeCheckout({ publishableKey, clientSecret, ...rest }: StripeCheckoutProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#0f766e' } } }}>
      <StripeForm {...rest} />
    </Elements>
  );
}
