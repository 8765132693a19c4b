import { type CostsDto, costAmountText } from '@doco/contracts';
import { Glossed } from '@/components/glossary/glossed';
import { ToneBadge } from '@/components/ui/tone-badge';
import { MD_UP, useMediaQuery } from '@/hooks/use-media-query';
import { formatDate } from '@/lib/format';

type Item = CostsDto['breakdown'][number];

function RecurringBadge({ recurring }: { recurring: boolean }) {
  return <ToneBadge tone={recurring ? 'blue' : 'neutral'}>{recurring ? 'Recurring' : 'One-time'}</ToneBadge>;
}

/** Where a fee table's figure comes from, its effective date, and whether it is an estimate. */
function SourceLine({ item }: { item: Item }) {
  if (!item.source && !item.effectiveFrom && !item.estimate) return null;
  const parts = [
    item.estimate ? 'Estimate' : null,
    item.effectiveFrom ? `effective ${formatDate(item.effectiveFrom)}` : null,
  ].filter(Boolean);
  return (
    <p className="mt-1 text-xs text-muted-foreground">
      {parts.join(', ')}
      {item.source ? (
        <>
          {parts.length ? ' · ' : ''}Source:{' '}
          <a className="underline" href={item.source} rel="noreferrer" target="_blank">
            {hostOf(item.source)}
          </a>
        </>
      ) : null}
    </p>
  );
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
};


function Amount({ cents }: { cents: number | null }) {
  return cents === null ? <span className="font-normal text-muted-foreground">{costAmountText(null)}</span> : <>{costAmountText(cents)}</>;
}

function CostsTable({ items }: { items: Item[] }) {
  return (
    <table className="w-full text-left text-sm" data-testid="costs-table">
      <caption className="sr-only">Cost breakdown</caption>
      <thead className="border-b text-xs uppercase tracking-wide text-muted-foreground">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">Category</th>
          <th scope="col" className="py-2 pr-3 font-medium">Description</th>
          <th scope="col" className="py-2 pr-3 font-medium">Type</th>
          <th scope="col" className="py-2 text-right font-medium">Amount</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, i) => (
          <tr key={i} className="border-b align-top last:border-b-0">
            <th scope="row" className="py-3 pr-3 font-medium">
              <Glossed text={item.category} />
            </th>
            <td className="py-3 pr-3">
              <Glossed text={item.description} />
              {item.notes ? <p className="mt-1 text-xs text-muted-foreground">{item.notes}</p> : null}
              <SourceLine item={item} />
            </td>
            <td className="py-3 pr-3"><RecurringBadge recurring={item.isRecurring} /></td>
            <td className="py-3 text-right font-medium tabular-nums"><Amount cents={item.amount} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CostsList({ items }: { items: Item[] }) {
  return (
    <ul className="flex flex-col gap-2" data-testid="costs-list" aria-label="Cost breakdown">
      {items.map((item, i) => (
        <li key={i} className="flex flex-col gap-1 rounded-md border p-3">
          <div className="flex items-start justify-between gap-3">
            <span className="font-medium">
              <Glossed text={item.category} />
            </span>
            <span className="font-semibold tabular-nums"><Amount cents={item.amount} /></span>
          </div>
          <RecurringBadge recurring={item.isRecurring} />
          <p className="text-sm">
            <Glossed text={item.description} />
          </p>
          {item.notes ? <p className="text-xs text-muted-foreground">{item.notes}</p> : null}
          <SourceLine item={item} />
        </li>
      ))}
    </ul>
  );
}

/** spec-core §2: a table on medium and wider screens, a stacked list on narrow ones. */
export function CostsBreakdown({ items }: { items: Item[] }) {
  const wide = useMediaQuery(MD_UP);
  if (items.length === 0) return <p className="text-sm text-muted-foreground">No itemised costs were found.</p>;
  return wide ? <CostsTable items={items} /> : <CostsList items={items} />;
}
