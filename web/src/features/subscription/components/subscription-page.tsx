import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { track } from '@/lib/analytics';
import { useCompletePendingPayment, useRefreshBilling } from '../api/subscription-api.ts';
import { Checkout, type CheckoutOrder } from './checkout.tsx';
import { serverMessageOr } from '@/lib/server-message';
import { planLabel } from '@/features/credits/lib/credits-display';
import { HistoryTab } from './history-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { PlansTab } from './plans-tab.tsx';

const TABS = ['overview', 'plans', 'history'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly string[]).includes(value ?? '');

/** Subscription Management (spec-accounts-admin §2): Overview, Plans and Purchase History; the tab lives in ?tab=. */
export function SubscriptionPage() {
  const [params, setParams] = useSearchParams();
  const refresh = useRefreshBilling();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'overview';
  const handled = useRef(false);
  const pending = useCompletePendingPayment();
  const [completing, setCompleting] = useState<CheckoutOrder | null>(null);

  const completePayment = async () => {
    try {
      const payment = await pending.mutateAsync();
      const credits = Number(payment.metadata.credits ?? 0);
      setCompleting({ kind: 'plan', clientSecret: payment.clientSecret, title: `${planLabel(payment.planId)} plan`, amount: payment.amount, credits });
    } catch (error) {
      toast({ variant: 'destructive', title: 'No pending payment found', description: serverMessageOr(error, 'There is no payment waiting for this subscription.') });
    }
  };

  // Back from a payment that needed a redirect (3-D Secure): refresh, say so, and clean the address.
  useEffect(() => {
    if (handled.current || params.get('payment') !== 'success') return;
    handled.current = true;
    const value = Number(params.get('value'));
    track('purchase', {
      currency: 'AUD',
      ...(Number.isFinite(value) && value > 0 ? { value } : {}),
      ...(params.get('transaction_id') ? { transaction_id: params.get('transaction_id')!.slice(0, 100) } : {}),
    });
    void refresh();
    toast({ title: 'Payment Successful', description: 'Your credits have been added to your account.' });
    setParams({}, { replace: true });
  }, [params, refresh, setParams]);

  const show = (next: Tab) => {
    if (next !== tab) track('tab_change', { tab: next });
    setParams(next === 'overview' ? {} : { tab: next });
  };

  return (
    <PageShell>
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Subscription Management</h1>
          <Button asChild variant="outline">
            <Link to={paths.home}>
              <ArrowLeft aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
        </div>
        {completing ? (
          <section aria-labelledby="complete-your-payment" className="flex flex-col gap-3">
            <h2 id="complete-your-payment" className="text-xl font-semibold">
              Complete Your Payment
            </h2>
            <Checkout order={completing} onDone={() => setCompleting(null)} onCancel={() => setCompleting(null)} />
          </section>
        ) : null}
        <Tabs value={tab} onValueChange={(value) => show(value as Tab)}>
          <TabsList>
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="plans">Plans</TabsTrigger>
            <TabsTrigger value="history">Purchase History</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <OverviewTab onViewPlans={() => show('plans')} onCompletePayment={completePayment} />
          </TabsContent>
          <TabsContent value="plans">
            <PlansTab />
          </TabsContent>
          <TabsContent value="history">
            <HistoryTab />
          </TabsContent>
        </Tabs>
      </div>
    </PageShell>
  );
}
