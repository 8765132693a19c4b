import type { AdminAnalysis } from '@doco/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ToneBadge } from '@/components/ui/tone-badge';
import { formatCents, formatDate } from '@/lib/format';
import { useAdminStats, useRecentAnalyses, useRecentUsers } from '../api/admin-api.ts';
import { REVENUE_COUNTS, REVENUE_LABEL } from './revenue.ts';
import { UserList } from './user-list.tsx';

const STAT_LABELS = [
  ['totalUsers', 'Total users'],
  ['newUsersToday', 'New users today'],
  ['activeSubscriptions', 'Active subscriptions'],
  ['totalDocuments', 'Documents'],
  ['analysesThisMonth', 'Analyses this month'],
  ['totalRevenue', REVENUE_LABEL],
  ['pendingContacts', 'New contact messages'],
] as const;

export function Failed({ what }: { what: string }) {
  return (
    <p role="alert" className="text-sm text-destructive">
      {what} could not be loaded.
    </p>
  );
}

/** Overview: the platform figures, recent users and recent analyses (spec-accounts-admin §2). */
export function OverviewTab() {
  const stats = useAdminStats();
  const users = useRecentUsers();
  return (
    <div className="flex flex-col gap-6">
      {stats.isPending ? (
        <Spinner label="Loading figures" />
      ) : stats.isError ? (
        <Failed what="The figures" />
      ) : (
        <dl aria-label="Platform figures" className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {STAT_LABELS.map(([key, label]) => (
            <div key={key} className="rounded-lg border bg-card p-4">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{key === 'totalRevenue' ? formatCents(stats.data[key]) : stats.data[key]}</dd>
              {key === 'totalRevenue' ? <dd className="text-xs text-muted-foreground">{REVENUE_COUNTS}</dd> : null}
            </div>
          ))}
        </dl>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="text-lg">
              Recent users
            </CardTitle>
          </CardHeader>
          <CardContent>{users.isPending ? <Spinner label="Loading users" /> : users.isError ? <Failed what="Users" /> : <UserList users={users.data} label="Recent users" />}</CardContent>
        </Card>
        <RecentAnalyses />
      </div>
    </div>
  );
}

export function RecentAnalyses({ limit }: { limit?: number }) {
  const analyses = useRecentAnalyses();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Recent analyses
        </CardTitle>
      </CardHeader>
      <CardContent>
        {analyses.isPending ? <Spinner label="Loading analyses" /> : analyses.isError ? <Failed what="Analyses" /> : <AnalysisList analyses={analyses.data.slice(0, limit ?? 10)} />}
      </CardContent>
    </Card>
  );
}

export function AnalysisList({ analyses }: { analyses: AdminAnalysis[] }) {
  if (analyses.length === 0) return <p className="text-sm text-muted-foreground">No analyses yet</p>;
  return (
    <ul aria-label="Recent analyses" className="divide-y rounded-md border">
      {analyses.map((a) => (
        <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
          <div className="min-w-0">
            <p className="truncate font-medium">{a.documentName ?? 'Document'}</p>
            <p className="truncate text-muted-foreground">
              {a.userEmail ?? 'deleted user'} · {formatDate(a.createdAt)} · {a.totalConcerns} concerns
            </p>
          </div>
          <ToneBadge tone={a.status === 'completed' ? 'green' : 'neutral'}>{a.status === 'completed' ? 'Completed' : a.status}</ToneBadge>
        </li>
      ))}
    </ul>
  );
}
