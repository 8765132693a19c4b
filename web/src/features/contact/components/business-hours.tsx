import { Clock } from 'lucide-react';

const HOURS = [
  { days: 'Monday to Friday', time: '9:00 - 17:00' },
  { days: 'Saturday', time: '10:00 - 14:00' },
  { days: 'Sunday', time: 'Closed' },
] as const;

export function BusinessHours() {
  return (
    <section aria-labelledby="hours-heading" className="flex flex-col gap-3 rounded-lg border bg-card p-5">
      <h2 id="hours-heading" className="flex items-center gap-2 font-semibold">
        <Clock aria-hidden="true" className="size-4 text-primary" />
        Business hours
      </h2>
      <dl className="flex flex-col gap-1 text-sm">
        {HOURS.map((row) => (
          <div key={row.days} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{row.days}</dt>
            <dd className="font-medium">{row.time}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">All times AEST (Australian Eastern Standard Time).</p>
    </section>
  );
}
