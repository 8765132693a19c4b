import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ToneBadge } from '@/components/ui/tone-badge';
import type { PaymentHistoryItem } from '@doco/contracts';
import { formatCents, formatDate } from '@/lib/format';
import { usePaymentHistory } from '../api/subscription-api.ts';

/** A purchase's badge (issue 27): its credits left, spent, expired, or its money refunded. */
const STATE: Record<PaymentHistoryItem['state'], { label: string; tone: 'green' | 'neutral' | 'yellow' | 'red' }> = {
  active: { label: 'Active', tone: 'green' },
  used: { label: 'Used', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'yellow' },
  refunded: { label: 'Refunded', tone: 'red' },
};

/** Purchase History: each purchase with its date, credits and amount (spec-accounts-admin §2). */
export function HistoryTab() {
  const history = usePaymentHistory();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Purchase History
        </CardTitle>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <Spinner label="Loading purchases" />
        ) : history.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Your purchases could not be loaded. Please refresh the page.
          </p>
        ) : history.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No subscription plans purchased yet</p>
        ) : (
          <ul className="divide-y" aria-label="Purchases">
            {history.data.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
                <div>
                  <p className="font-medium">{item.planName}</p>
                  <p className="text-muted-foreground">
                    {formatDate(item.purchaseDate)} · {item.credits} {item.credits === 1 ? 'credit' : 'credits'}
                    {item.state === 'active' && item.creditsLeft < item.credits ? ` · ${item.creditsLeft} left` : ''}
                  </p>
                  {item.state === 'refunded' ? (
                    <p className="text-muted-foreground">
                      Refunded {formatCents(item.amountRefunded || item.amount)}
                      {item.refundedAt ? ` on ${formatDate(item.refundedAt)}` : ''}
                    </p>
                  ) : null}
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-medium">{formatCents(item.amount)}</span>
                  <ToneBadge tone={STATE[item.state].tone}>{STATE[item.state].label}</ToneBadge>
                  <a
                    href={`/api/payments/${encodeURIComponent(item.id)}/invoice.pdf`}
                    download
                    className="font-medium text-primary underline-offset-4 hover:underline"
                    aria-label={`Tax invoice for ${item.planName}, ${formatDate(item.purchaseDate)}`}
                  >
                    Tax invoice
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
