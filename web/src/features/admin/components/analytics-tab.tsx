import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatCents } from '@/lib/format';
import { useAdminAnalytics } from '../api/admin-api.ts';
import { AnalysisList, Failed } from './overview-tab.tsx';
import { REVENUE_COUNTS, REVENUE_LABEL } from './revenue.ts';

/** Analytics: the first 10 recent analyses (spec), and the first-party events of the last 30 days. */
export function AnalyticsTab() {
  const analytics = useAdminAnalytics();
  if (analytics.isPending) return <Spinner label="Loading analytics" />;
  if (analytics.isError) return <Failed what="Analytics" />;
  const a = analytics.data;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            Last 30 days
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 text-sm">
          <dl className="grid grid-cols-2 gap-2">
            <dt className="text-muted-foreground">Checkouts begun</dt>
            <dd>{a.checkouts}</dd>
            <dt className="text-muted-foreground">Purchases</dt>
            <dd>{a.purchases}</dd>
            <dt className="text-muted-foreground">Conversion</dt>
            <dd>{Math.round(a.conversion * 100)}%</dd>
          </dl>
          <dl aria-label="Revenue">
            <dt className="text-muted-foreground">{REVENUE_LABEL}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{formatCents(a.revenueCents)}</dd>
            <dd className="text-xs text-muted-foreground">{REVENUE_COUNTS}</dd>
          </dl>
          <table className="w-full text-left">
            <caption className="mb-2 text-left font-medium">Page views per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Views</th>
              </tr>
            </thead>
            <tbody>
              {a.viewsPerDay.length === 0 ? (
                <tr>
                  <td colSpan={2} className="text-muted-foreground">
                    No page views yet
                  </td>
                </tr>
              ) : (
                a.viewsPerDay.map((d) => (
                  <tr key={d.day}>
                    <td>{d.day}</td>
                    <td className="tabular-nums">{d.views}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            Recent analyses
          </CardTitle>
        </CardHeader>
        <CardContent>
          <AnalysisList analyses={a.recentAnalyses.slice(0, 10)} />
        </CardContent>
      </Card>
    </div>
  );
}
