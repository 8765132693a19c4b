import { FlaskConical, Lock } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { stripeKeyOf, usePaymentConfig } from '@/lib/payment/get-payment-config';
import type { PaymentResult } from '@/lib/payment/payment-result';
import type { PaymentFailure } from '@/lib/payment/use-payment-outcome';
import { SandboxCardForm } from '@/components/payment/sandbox-card-form';

// Stripe's packages are only fetched when a publishable key is configured.
const StripeCheckout = lazy(() => import('@/components/payment/stripe-checkout'));

type CompletePaymentProps = {
  clientSecret: string;
  onResult: (result: PaymentResult) => Promise<void>;
  onCancel: () => void;
  finishing: boolean;
  /** What is being paid for, under the title; the form itself knows no amount. */
  description: string;
  submitLabel: string;
  /** What the buyer agrees to beyond this payment (a plan's renewal and credit expiry), under the description. */
  terms?: readonly string[];
  /** The last attempt's failure (a declined card), shown in the form above its buttons. */
  failure?: PaymentFailure | null;
  /** The title's level under the page's headings (h3 inside the dashboard's panel, h2 on its own page). */
  titleAs?: 'h2' | 'h3';
};

/** The Complete Payment step: Stripe's Payment Element when configured, else the sandbox card form. */
export function CompletePayment(props: CompletePaymentProps) {
  const config = usePaymentConfig();
  const key = config.data ? stripeKeyOf(config.data) : null;

  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle as={props.titleAs ?? 'h3'} className="flex items-center gap-2 text-lg">
          <Lock aria-hidden="true" className="size-4 text-primary" />
          Complete Payment
        </CardTitle>
        <CardDescription>{props.description}</CardDescription>
        {props.terms?.length ? (
          <ul aria-label="Terms" className="flex list-disc flex-col gap-1 pl-5 text-sm">
            {props.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        ) : null}
        {key && config.data?.testMode ? (
          <p className="flex items-center gap-1 text-sm font-medium text-amber-800">
            <FlaskConical aria-hidden="true" className="size-4" /> Test mode
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        {config.isPending ? (
          <Spinner label="Loading payment form" />
        ) : config.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The payment form could not be loaded. Please refresh the page and try again.
          </p>
        ) : key ? (
          <Suspense fallback={<Spinner label="Loading payment form" />}>
            <StripeCheckout publishableKey={key} {...props} />
          </Suspense>
        ) : (
          <SandboxCardForm {...props} />
        )}
      </CardContent>
    </Card>
  );
}
