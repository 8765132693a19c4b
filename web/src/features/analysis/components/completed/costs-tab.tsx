import type { CostsDto } from '@doco/contracts';
import { TriangleAlert } from 'lucide-react';
import { formatCents } from '@/lib/format';
import { CostsBreakdown } from './costs-breakdown.tsx';

function Total({ label, cents }: { label: string; cents: number | null }) {
  return (
    <div className="flex flex-col gap-1 rounded-md border bg-card p-3">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{cents === null ? 'Not available' : formatCents(cents)}</dd>
    </div>
  );
}

export function CostsTab({ costs }: { costs: CostsDto }) {
  return (
    <div className="flex flex-col gap-4">
      {costs.summary ? <p className="text-sm">{costs.summary}</p> : null}
      <dl className="grid gap-2 sm:grid-cols-3">
        <Total label="Total upfront costs" cents={costs.totalUpfront} />
        <Total label="Total ongoing costs (annual)" cents={costs.totalOngoing} />
        <Total label="Total investment (first year)" cents={costs.totalInvestment} />
      </dl>
      {costs.costWarnings.length > 0 ? (
        <section aria-label="Cost warnings" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <h4 className="flex items-center gap-2 text-sm font-semibold">
            <TriangleAlert aria-hidden="true" className="size-4" />
            Cost warnings
          </h4>
          <ul className="mt-2 list-disc pl-6 text-sm">
            {costs.costWarnings.map((warning, i) => (
              <li key={i}>{warning}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold">Breakdown</h4>
        <CostsBreakdown items={costs.breakdown} />
      </section>
    </div>
  );
}
