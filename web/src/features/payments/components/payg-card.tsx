import { Check, CreditCard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCents } from '@/lib/format';
import { PAYG_PRICE_CENTS } from '@/lib/payment/payment-result';

const REPORT_CONTENTS = [
  'Property risk assessment',
  'Encumbrances, caveats and legal notices',
  'PDF report',
  'Results in seconds, usually under 15',
];

type PaygCardProps = { onPay: () => void; onCancel: () => void; preparing: boolean };

/** The pay-as-you-go card (spec-core §2): what one analysis gets, then Pay $3.00. */
export function PaygCard({ onPay, onCancel, preparing }: PaygCardProps) {
  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle as="h3" className="flex items-center gap-2 text-lg">
          <CreditCard aria-hidden="true" className="size-5 text-primary" />
          No Credits Available
        </CardTitle>
        <CardDescription>
          Pay {formatCents(PAYG_PRICE_CENTS)} for this analysis — a one-time payment, no subscription.
        </CardDescription>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        <p className="mb-2 text-sm font-medium">Your report includes:</p>
        <ul className="flex flex-col gap-1.5 text-sm">
          {REPORT_CONTENTS.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 text-primary" />
              {item}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex-col-reverse items-stretch p-4 pt-0 sm:flex-row sm:justify-end sm:p-6 sm:pt-0">
        <Button variant="outline" onClick={onCancel} disabled={preparing}>
          Cancel
        </Button>
        <Button onClick={onPay} disabled={preparing}>
          {preparing ? 'Preparing payment...' : 'Pay $3.00'}
        </Button>
      </CardFooter>
    </Card>
  );
}
