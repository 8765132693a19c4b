import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function CtaBanner({ onStart }: { onStart: () => void }) {
  return (
    <section aria-labelledby="cta-heading" className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-2">
          <h2 id="cta-heading" className="text-2xl font-semibold tracking-tight">
            Going to an open inspection this weekend?
          </h2>
          <p className="text-primary-foreground/90">
            Check the Section 32 before you make an offer. Your first risk report is free.
          </p>
        </div>
        <Button size="lg" variant="outline" className="border-transparent text-foreground" onClick={onStart}>
          Get Started Free
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
