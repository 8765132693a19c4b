import type { AnalysisResponse } from '@doco/contracts';
import { ListChecks } from 'lucide-react';
import { Glossed } from '@/components/glossary/glossed';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { localToday } from '../../lib/key-date-timeline.ts';
import { type NextStepDue, nextSteps } from '../../lib/next-steps.ts';

function When({ due, today }: { due: NextStepDue; today: string }) {
  const passed = due.date !== null && due.date < today;
  return (
    <span className={cn(passed && 'text-destructive')}>
      <Glossed text={due.label} />
      {due.date ? (
        <>
          {': '}
          <time dateTime={due.date} className="font-medium">
            {formatDate(due.date)}
          </time>
          {passed ? ' (passed)' : null}
        </>
      ) : due.waitsForSigning ? (
        <span className="text-muted-foreground"> (enter the day you signed, under Key dates, to see the date)</span>
      ) : null}
    </span>
  );
}

/** 'Next steps' (issue 26): what to do about this report, whom to ask and by when, most urgent first. */
export function NextStepsCard({ result, today = localToday() }: { result: AnalysisResponse; today?: string }) {
  const steps = nextSteps(result);
  return (
    <Card role="region" aria-labelledby="next-steps-title">
      <CardHeader>
        <CardTitle as="h3" id="next-steps-title" className="flex items-center gap-2 text-lg">
          <ListChecks aria-hidden="true" className="size-5" />
          Next steps
        </CardTitle>
        <CardDescription>What to do about this report, most urgent first. Your conveyancer can tell you which apply to you.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol aria-label="Next steps, most urgent first" className="flex flex-col gap-3">
          {steps.map((step, i) => (
            <li key={step.id} className="flex gap-3 rounded-md border p-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              >
                {i + 1}
              </span>
              <div className="flex min-w-0 flex-col gap-1 text-sm">
                <p className="font-medium">
                  <Glossed text={step.title} />
                </p>
                <p>
                  <span className="text-muted-foreground">Who: </span>
                  {step.who}
                </p>
                <p>
                  <span className="text-muted-foreground">When: </span>
                  <When due={step.due} today={today} />
                </p>
                <p className="text-muted-foreground">
                  <Glossed text={step.why} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
