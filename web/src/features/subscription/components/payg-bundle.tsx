import { PAYG_QUANTITY_MESSAGE, type PlansResponse } from '@doco/contracts';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatCents } from '@/lib/format';
import { bundlePrice, clampQuantity } from '../lib/plan-status.ts';

type PaygBundleProps = {
  payg: PlansResponse['payAsYouGo'];
  preparing: boolean;
  onBuy: (quantity: number, amount: number) => void;
  onBack: () => void;
};

/** The pay-as-you-go purchase screen: a quantity of 1-100 and its price with the bundle saving. */
export function PaygBundle({ payg, preparing, onBuy, onBack }: PaygBundleProps) {
  const [raw, setRaw] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const quantity = clampQuantity(raw, payg.minQuantity, payg.maxQuantity);
  const price = bundlePrice(quantity, payg.tiers, payg.price);

  const buy = () => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < payg.minQuantity || n > payg.maxQuantity) {
      setError(PAYG_QUANTITY_MESSAGE);
      return;
    }
    setError(null);
    onBuy(quantity, price.total);
  };

  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Buy Credits
        </CardTitle>
        <CardDescription>
          {formatCents(payg.price)} per analysis; {payg.tiers.map((t) => `${formatCents(t.unitPrice)} each from ${t.minQuantity}`).join(', ')}.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <FormField id="payg-quantity" label="Number of analyses (1-100)" error={error ?? undefined}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={payg.minQuantity}
              max={payg.maxQuantity}
              value={raw}
              onChange={(e) => {
                setRaw(e.target.value);
                const n = Number(e.target.value);
                setError(e.target.value !== '' && (n < payg.minQuantity || n > payg.maxQuantity) ? PAYG_QUANTITY_MESSAGE : null);
              }}
            />
          )}
        </FormField>
        <dl className="grid grid-cols-2 gap-1 text-sm" aria-label="Price breakdown">
          <dt className="text-muted-foreground">Price per analysis</dt>
          <dd>{formatCents(price.unitPrice)}</dd>
          <dt className="text-muted-foreground">Total</dt>
          <dd className="font-semibold">{formatCents(price.total)}</dd>
          {price.saving > 0 ? (
            <>
              <dt className="text-muted-foreground">You save</dt>
              <dd>{formatCents(price.saving)}</dd>
            </>
          ) : null}
        </dl>
      </CardContent>
      <CardFooter className="gap-2">
        <Button variant="outline" onClick={onBack} disabled={preparing}>
          <ArrowLeft aria-hidden="true" /> Back
        </Button>
        <Button onClick={buy} disabled={preparing}>
          {preparing ? 'Preparing payment...' : `Buy ${quantity} ${quantity === 1 ? 'Credit' : 'Credits'}`}
        </Button>
      </CardFooter>
    </Card>
  );
}
