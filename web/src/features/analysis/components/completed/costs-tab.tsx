import { type CostsDto, investmentTotalText, ongoingTotalText, upfrontTotalText } from '@doco/contracts';
import { TriangleAlert } from 'lucide-react';
import { CostsBreakdown } from './costs-breakdown.tsx';

/** A total; what follows its amount (what it includes and leaves out) is shown smaller under it. */
function Total({ label, value }: { label: string; value: string }) {
  const [, amount = value, rest = ''] = /^(-?A\$[\d,.]+)\s*(.*)$/.exec(value) ?? [];
  return (
    <div className="flex flex-col gap-1 rounded-md border bg-card p-3">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="flex flex-col gap-0.5">
        <span className="text-lg font-semibold tabular-nums">{amount}</span>
        {rest ? <span className="text-xs text-muted-foreground">{rest}</span> : null}
      </dd>
    </div>
  );
}

export function CostsTab({ costs }: { costs: CostsDto }) {
  return (
    <div className="flex flex-col gap-4">
      {costs.summary ? <p className="text-sm">{costs.summary}</p> : null}
      <dl className="grid gap-2 sm:grid-cols-3">
        <Total label="Total upfront costs" value={upfrontTotalText(costs)} />
        <Total label="Total ongoing costs (annual)" value={ongoingTotalText(costs)} />
        <Total label="Total investment (first year)" value={investmentTotalText(costs)} />
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
