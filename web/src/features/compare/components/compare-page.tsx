import { COMPARE_MAX, COMPARE_MIN, compareIdsFrom, type ComparedAnalysis } from '@doco/contracts';
import { ArrowLeft, Columns3 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { MD_UP, useMediaQuery } from '@/hooks/use-media-query';
import { readFailure } from '@/lib/server-message';
import { useComparison } from '../api/get-comparison.ts';
import { ComparisonCards } from './comparison-cards.tsx';
import { comparisonSections } from './comparison-sections.tsx';
import { ComparisonTable } from './comparison-table.tsx';

export const LOAD_FAILED = 'The comparison could not be loaded. Please try again.';

/** A page-sized message with the way back to the dashboard (too few ids, an error). */
function Notice({ title, children, action }: { title: string; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <Card role="region" aria-labelledby="compare-notice-title">
      <CardHeader>
        <CardTitle id="compare-notice-title">{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4">
        <div className="text-sm">{children}</div>
        <div className="flex flex-wrap gap-2">
          {action}
          <Button asChild variant={action ? 'outline' : 'default'}>
            <Link to={paths.home}>Back to your documents</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function Loading() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">Loading the comparison…</span>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

/** The comparison itself: a table on medium and wider screens, stacked cards on narrow ones. */
export function Comparison({ analyses }: { analyses: ComparedAnalysis[] }) {
  const wide = useMediaQuery(MD_UP);
  const sections = comparisonSections(analyses);
  return wide ? <ComparisonTable analyses={analyses} sections={sections} /> : <ComparisonCards analyses={analyses} sections={sections} />;
}

function ComparisonBody({ ids }: { ids: string[] }) {
  const counted = ids.length >= COMPARE_MIN && ids.length <= COMPARE_MAX;
  const query = useComparison(ids, counted);
  if (!counted) {
    return (
      <Notice title={ids.length > COMPARE_MAX ? `Compare at most ${COMPARE_MAX} properties` : 'Choose two or three properties'}>
        <p>
          {ids.length > COMPARE_MAX
            ? `You chose ${ids.length}. Go back to your documents and choose two or three to see side by side.`
            : 'On your dashboard, under Compare properties, tick two or three documents whose analysis is complete, then choose Compare.'}
        </p>
      </Notice>
    );
  }
  if (query.isPending) return <Loading />;
  if (query.isError) {
    const { status, message } = readFailure(query.error);
    // 400, 404 and 409 carry a message for the buyer (an id not theirs, one not analysed yet); anything else may pass.
    const told = status === 400 || status === 404 || status === 409;
    return (
      <Notice
        title={status === 409 ? 'Not ready to compare' : status === 404 ? 'Analysis not found' : 'Something went wrong'}
        action={told ? undefined : <Button onClick={() => void query.refetch()}>Try again</Button>}
      >
        <p role="alert">{told && message ? message : LOAD_FAILED}</p>
      </Notice>
    );
  }
  return <Comparison analyses={query.data.analyses} />;
}

/** /compare?ids=a,b[,c] (signed in, issue 28): the buyer's analyses side by side, each cell linking to its report. */
export function ComparePage() {
  const [params] = useSearchParams();
  const ids = compareIdsFrom(params.get('ids'));
  return (
    <PageShell>
      <div className="flex flex-col gap-4">
        <Button asChild variant="ghost" className="w-fit px-2">
          <Link to={paths.home}>
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
        <div className="flex flex-col gap-1">
          <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight sm:text-3xl">
            <Columns3 aria-hidden="true" className="size-6 shrink-0" />
            Compare properties
          </h1>
          <p className="text-sm text-muted-foreground">
            Side by side from your reports. Select a figure or a risk to open its report; check everything with your conveyancer before you rely on it.
          </p>
        </div>
        <ComparisonBody ids={ids} />
      </div>
    </PageShell>
  );
}
