import { FlaskConical } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { PaymentFailureNotice } from '@/components/payment/payment-failure';
import type { PaymentFailure } from '@/lib/payment/use-payment-outcome';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/server-message';
import { useConfirmSandboxPayment } from '@/lib/payment/confirm-sandbox-payment';
import { PAYMENT_FAILED_FALLBACK, type PaymentResult } from '@/lib/payment/payment-result';

export const SANDBOX_TEST_CARD = '4242 4242 4242 4242';

type SandboxCardFormProps = {
  clientSecret: string;
  onResult: (result: PaymentResult) => Promise<void>;
  onCancel: () => void;
  /** Allocating and starting the analysis after a success. */
  finishing: boolean;
  /** The pay button's label (it names the amount: 'Pay A$29.00', 'Subscribe Now'). */
  submitLabel: string;
  failure?: PaymentFailure | null | undefined;
};

/** The card form when no Stripe key is configured: the billing sandbox confirms test cards. */
export function SandboxCardForm({ clientSecret, onResult, onCancel, finishing, submitLabel, failure }: SandboxCardFormProps) {
  const confirm = useConfirmSandboxPayment();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const busy = confirm.isPending || finishing;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let result: PaymentResult;
    try {
      const res = await confirm.mutateAsync({ clientSecret, cardNumber, expiry, cvc });
      if (res.status === 'succeeded') result = { kind: 'succeeded', paymentIntentId: res.paymentIntentId };
      else result = { kind: 'error', message: res.error?.message };
    } catch (error) {
      result =
        error instanceof ApiError ? { kind: 'error', message: serverMessageOr(error, PAYMENT_FAILED_FALLBACK) } : { kind: 'unexpected' };
    }
    await onResult(result);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Card details">
      <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>Test mode</strong> — no real card is charged. Use the test card {SANDBOX_TEST_CARD} with any future
          expiry date and any 3-digit CVC.
        </span>
      </p>
      <FormField id="card-number" label="Card number">
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={cardNumber}
            onChange={(e) => setCardNumber(e.target.value)}
            required
            disabled={busy}
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField id="card-expiry" label="Expiry (MM/YY)">
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              value={expiry}
              onChange={(e) => setExpiry(e.target.value)}
              required
              disabled={busy}
            />
          )}
        </FormField>
        <FormField id="card-cvc" label="CVC">
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              value={cvc}
              onChange={(e) => setCvc(e.target.value)}
              required
              disabled={busy}
            />
          )}
        </FormField>
      </div>
      <PaymentFailureNotice failure={failure} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel Payment
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Processing...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
