import { CircleAlert } from 'lucide-react';
import type { PaymentFailure } from '@/lib/payment/use-payment-outcome';

/** A declined card's message, inside the card form just above its buttons, read out when it appears. */
export function PaymentFailureNotice({ failure }: { failure: PaymentFailure | null | undefined }) {
  if (!failure) return null;
  return (
    <div role="alert" className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">{failure.title}</p>
        <p>{failure.message}</p>
      </div>
    </div>
  );
}
