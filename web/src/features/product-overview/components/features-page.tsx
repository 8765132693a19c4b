import { ArrowRight, Info } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SamplePreview } from '@/components/sample-preview';
import { paths } from '@/config/paths';
import { registerLocation } from '@/lib/auth-entry';
import { ANALYSIS_CATEGORIES, BUSINESS_FEATURES, CORE_FEATURES } from '../data/features.ts';
import { FeatureGrid } from './feature-grid.tsx';

export function FeaturesPage() {
  return (
    <PageShell>
      <div className="flex flex-col gap-12">
        <header className="flex flex-col gap-3">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Features</h1>
          <p className="max-w-2xl text-muted-foreground">
            Doco turns a long contract of sale or Section 32 into a clear list of what to ask about, sorted by risk,
            before you sign.
          </p>
          <Button asChild size="lg" className="w-fit">
            <Link to={registerLocation.to} state={registerLocation.state}>
              Start Free Trial
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </header>
        <section aria-labelledby="sample-heading" className="grid grid-cols-[minmax(0,1fr)] items-center gap-6 rounded-lg border bg-accent/30 p-4 sm:p-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
          <div className="flex flex-col gap-3">
            <h2 id="sample-heading" className="text-xl font-semibold tracking-tight">
              See a real report first
            </h2>
            <p className="text-muted-foreground">
              Read the full report Doco produces for a sample Section 32, with every concern, the page it came from and
              what was checked and clear. No account needed.
            </p>
            <p className="text-sm text-muted-foreground">
              How often is it right?{' '}
              <Link to={paths.accuracy} className="font-medium text-primary underline underline-offset-2 hover:no-underline">
                See the measured accuracy
              </Link>
              .
            </p>
            <Button asChild variant="outline" className="w-fit">
              <Link to={paths.sampleReport}>Open the sample report</Link>
            </Button>
          </div>
          <SamplePreview />
        </section>
        <FeatureGrid id="core-heading" title="Core features" items={CORE_FEATURES} />
        <FeatureGrid
          id="categories-heading"
          title="Four analysis categories"
          intro="Every concern is placed in one category, with a risk level and a confidence score."
          items={ANALYSIS_CATEGORIES}
          columns={4}
        />
        <FeatureGrid id="business-heading" title="For professionals" items={BUSINESS_FEATURES} columns={2} />
        <Alert variant="info">
          <Info aria-hidden="true" />
          <p>
            Doco's reports are informational only and are not legal advice. Have a qualified solicitor or conveyancer
            review your documents before you sign.
          </p>
        </Alert>
        <div className="flex flex-col items-start gap-3 rounded-lg border bg-card p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-medium">Your first analysis is free.</p>
          <Button asChild>
            <Link to={registerLocation.to} state={registerLocation.state}>
              Start Free Trial
            </Link>
          </Button>
        </div>
      </div>
    </PageShell>
  );
}
