import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { track } from '@/lib/analytics';
import { CompleteYourPayment } from './complete-your-payment.tsx';
import { usePaymentReturn } from '../lib/use-payment-return.ts';
import { HistoryTab } from './history-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { PlansTab } from './plans-tab.tsx';

const TABS = ['overview', 'plans', 'history'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly string[]).includes(value ?? '');

/** Subscription Management (spec-accounts-admin §2): Overview, Plans and Purchase History; the tab lives in ?tab=. */
export function SubscriptionPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'overview';
  // 'Complete Your Payment' is a full-page view kept in the address, so a reload stays on it.
  const completing = params.get('view') === 'complete-payment';
  usePaymentReturn();

  const show = (next: Tab) => {
    if (next !== tab) track('tab_change', { tab: next });
    setParams(next === 'overview' ? {} : { tab: next });
  };

  if (completing) {
    return (
      <PageShell>
        <CompleteYourPayment onBack={() => setParams({})} />
      </PageShell>
    );
  }

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
        <Tabs value={tab} onValueChange={(value) => show(value as Tab)}>
          <TabsList>
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="plans">Plans</TabsTrigger>
            <TabsTrigger value="history">Purchase History</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <OverviewTab onViewPlans={() => show('plans')} onCompletePayment={() => setParams({ view: 'complete-payment' })} />
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
