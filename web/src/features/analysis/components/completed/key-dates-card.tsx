import type { AnalysisResponse } from '@doco/contracts';
import { CalendarDays, CalendarPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Glossed } from '@/components/glossary/glossed';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatDate } from '@/lib/format';
import { serverMessageOr } from '@/lib/server-message';
import { cn } from '@/lib/utils';
import { useSetReminders } from '../../api/set-reminders.ts';
import { useSetSigningDate } from '../../api/set-signing-date.ts';
import { LooksWrongButton } from '../report-item/looks-wrong-button.tsx';
import { daysLeftText, localToday, timeline } from '../../lib/key-date-timeline.ts';
import { PageLink } from '../viewer/page-link.tsx';

type KeyDatesCardProps = { result: AnalysisResponse; documentId: string; today?: string; /** The public sample: no signing date, reminders or calendar. */ readOnly?: boolean };

/** The day the buyer signed: the dates counted from it are worked out by the server when it is saved. */
function SigningDateForm({ result, documentId }: { result: AnalysisResponse; documentId: string }) {
  const [value, setValue] = useState(result.signingDate ?? '');
  const save = useSetSigningDate(documentId, result.analysis.id);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(value || null);
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 rounded-md border bg-muted/40 p-3" aria-label="Signing date">
      <Label htmlFor="signing-date">The day you signed the contract</Label>
      <div className="flex flex-wrap items-center gap-2">
        <Input id="signing-date" type="date" className="w-auto" value={value} onChange={(e) => setValue(e.target.value)} />
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save signing date'}
        </Button>
        {result.signingDate ? (
          <Button type="button" size="sm" variant="ghost" disabled={save.isPending} onClick={() => {
              setValue('');
              save.mutate(null);
            }}>
            Clear
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">Dates counted from the day you sign are worked out once you enter it.</p>
      {save.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessageOr(save.error, 'Could not save the signing date. Please try again.')}
        </p>
      ) : null}
    </form>
  );
}

/** Opt-in reminder mails, two days before each dated key date. */
function RemindersToggle({ result, documentId }: { result: AnalysisResponse; documentId: string }) {
  const save = useSetReminders(documentId, result.analysis.id);
  const checked = save.isPending ? save.variables : result.remindersEnabled;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <Checkbox id="key-date-reminders" checked={checked} disabled={save.isPending} onCheckedChange={(state) => save.mutate(state === true)} />
        <Label htmlFor="key-date-reminders">Email me two days before each date</Label>
      </div>
      {save.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessageOr(save.error, 'Could not change the reminders. Please try again.')}
        </p>
      ) : null}
    </div>
  );
}

/** 'Key dates' (issue 17): the contract's dates as a timeline, past ones greyed, the next one highlighted. */
export function KeyDatesCard({ result, documentId, today = localToday(), readOnly = false }: KeyDatesCardProps) {
  const items = timeline(result.keyDates, today);
  const dated = items.some((i) => i.item.date);
  return (
    <Card role="region" aria-labelledby="key-dates-title">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle as="h3" id="key-dates-title" className="flex items-center gap-2 text-lg">
            <CalendarDays aria-hidden="true" className="size-5" />
            Key dates
          </CardTitle>
          <CardDescription>Check every date with your conveyancer or solicitor before you rely on it.</CardDescription>
        </div>
        {readOnly ? null : dated ? (
          <Button asChild variant="outline" size="sm">
            <a href={`/api/analyses/${encodeURIComponent(result.analysis.id)}/calendar.ics`} download>
              <CalendarPlus aria-hidden="true" />
              Add to calendar
            </a>
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled>
            <CalendarPlus aria-hidden="true" />
            Add to calendar
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {readOnly ? null : (
          <>
            <SigningDateForm key={result.signingDate ?? 'unsigned'} result={result} documentId={documentId} />
            <RemindersToggle result={result} documentId={documentId} />
          </>
        )}
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No key dates were found in this document.</p>
        ) : (
          <ol className="flex flex-col gap-2" aria-label="Key dates timeline">
            {items.map(({ item, state, daysLeft }) => (
              <li
                key={item.kind}
                aria-current={state === 'next' ? 'step' : undefined}
                className={cn(
                  'flex flex-col gap-1 rounded-md border p-3',
                  // Full-opacity muted text on the muted band (about 6.9:1); faded text fell under AA's 4.5:1.
                  state === 'past' && 'bg-muted text-muted-foreground',
                  state === 'next' && 'border-primary bg-primary/5',
                )}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">
                    <Glossed text={item.label} />
                  </span>
                  <span className="flex items-center gap-2 text-sm">
                    {state === 'next' ? <Badge>Next</Badge> : null}
                    {state === 'past' ? <span className="text-xs">Past</span> : null}
                    {item.date ? <time dateTime={item.date}>{formatDate(item.date)}</time> : <span className="text-muted-foreground">Not known yet</span>}
                  </span>
                </div>
                {daysLeft !== null && state !== 'past' ? <span className="text-sm font-medium">{daysLeftText(daysLeft)}</span> : null}
                <p className="text-xs text-muted-foreground">{item.basis}</p>
                {item.quote ? (
                  <blockquote className="border-l-2 pl-2 text-xs italic text-muted-foreground">
                    “{item.quote}”
                    {item.page ? (
                      <>
                        {' ('}
                        <PageLink page={item.page} quote={item.quote} />)
                      </>
                    ) : null}
                  </blockquote>
                ) : null}
                <LooksWrongButton item={{ kind: 'key-date', key: item.kind, title: item.label, quote: item.quote || null, page: item.page }} />
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
