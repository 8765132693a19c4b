import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { ToneBadge } from '@/components/ui/tone-badge';
import { toast } from '@/components/ui/use-toast';
import { formatCents, formatDate } from '@/lib/format';
import { serverMessageOr } from '@/lib/server-message';
import { useAdminPayments, useRefundPayment } from '../api/admin-api.ts';
import { Failed } from './overview-tab.tsx';

const STATUSES = ['', 'succeeded', 'pending', 'failed', 'refunded', 'disputed'] as const;

/** Payments: filter by status, and refund one (the credits it bought that are unspent go with it). */
export function PaymentsTab() {
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<string | null>(null);
  const payments = useAdminPayments(status, page);
  const refund = useRefundPayment();
  const doRefund = async (id: string) => {
    try {
      const result = await refund.mutateAsync(id);
      toast({ title: 'Action Completed', description: result.message });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: serverMessageOr(error, 'Action failed') });
    } finally {
      setConfirming(null);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <FormField id="admin-payment-status" label="Status" className="w-56">
        {(control) => (
          <NativeSelect
            {...control}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s || 'All'}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {payments.isPending ? (
        <Spinner label="Loading payments" />
      ) : payments.isError ? (
        <Failed what="Payments" />
      ) : payments.data.payments.length === 0 ? (
        <p className="text-sm text-muted-foreground">No payments</p>
      ) : (
        <ul aria-label="Payments" className="divide-y rounded-md border">
          {payments.data.payments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium">
                  {formatCents(p.amount)} · {p.description ?? p.type}
                </p>
                <p className="truncate text-muted-foreground">
                  {p.userEmail ?? 'deleted user'} · {formatDate(p.createdAt)} · {p.provider}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <ToneBadge tone={p.status === 'succeeded' ? 'green' : p.status === 'refunded' || p.status === 'disputed' ? 'red' : 'neutral'}>{p.status}</ToneBadge>
                {p.status === 'succeeded' ? (
                  confirming === p.id ? (
                    <>
                      <Button size="sm" variant="destructive" disabled={refund.isPending} onClick={() => doRefund(p.id)}>
                        Confirm refund of {formatCents(p.amount)}
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
                        Cancel
                      </Button>
                    </>
                  ) : (
                    <Button size="sm" variant="outline" onClick={() => setConfirming(p.id)}>
                      Refund
                    </Button>
                  )
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {payments.data && payments.data.total > payments.data.pageSize ? (
        <div className="flex items-center gap-2 text-sm">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>Page {page}</span>
          <Button size="sm" variant="outline" disabled={page * payments.data.pageSize >= payments.data.total} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </div>
      ) : null}
    </div>
  );
}
