import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SamplePreview } from '@/components/sample-preview';

export function Hero({ onStart }: { onStart: () => void }) {
  return (
    <section className="border-b bg-gradient-to-b from-accent/40 to-background">
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_26rem] lg:py-24">
        <div className="flex flex-col gap-6">
          <p className="inline-flex w-fit items-center gap-2 rounded-full border border-primary/20 bg-card px-3 py-1 text-xs font-medium text-accent-foreground">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            For Australian property buyers
          </p>
          <h1 className="max-w-3xl text-3xl font-semibold leading-tight tracking-tight sm:text-5xl">
            Understand your contract of sale before you sign
          </h1>
          <p className="max-w-2xl text-base text-muted-foreground sm:text-lg">
            Upload a Section 32 vendor statement or contract of sale. Doco reads it and gives you a plain-English
            risk report: legal, financial, compliance and planning concerns, each with the page it came from.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={onStart}>
              Start Free Trial
              <ArrowRight aria-hidden="true" />
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link to={paths.sampleReport}>See a sample report</Link>
            </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          Your first analysis is free. No card needed. <Link to={paths.features} className="font-medium text-primary underline underline-offset-2 hover:no-underline">See what we check</Link>
        </p>
        </div>
        <SamplePreview />
      </div>
    </section>
  );
}
