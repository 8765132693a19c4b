import type { ComprehensivePropertyAnalysisDto } from '@doco/contracts';
import { Info } from 'lucide-react';
import { Glossed } from '@/components/glossary/glossed';
import { LooksWrongButton } from '../report-item/looks-wrong-button.tsx';
import { useIsHidden, useReportItems } from '../report-item/report-items-context.tsx';

type Details = ComprehensivePropertyAnalysisDto['propertyDetails'];
type Field = keyof Details;

export const PRICE_NOT_SPECIFIED = 'Not specified in contract';

/** Each fact's label; its field is its key for 'This looks wrong' and hidden items. */
export const FACT_LABELS: Record<Field, string> = {
  address: 'Address',
  landSize: 'Land size',
  zoning: 'Zoning',
  titleDetails: 'Title details',
  purchasePrice: 'Purchase price',
  councilValuation: 'Council valuation',
  deposit: 'Deposit',
  settlementDate: 'Settlement date',
};
const FIELDS = Object.keys(FACT_LABELS) as Field[];

const present = (value: string | null) => (value && value.trim() ? value : null);

function FactRow({ field, value }: { field: Field; value: string | null }) {
  const hidden = useIsHidden('fact', field);
  const reportable = useReportItems() !== null && present(value) !== null;
  if (hidden) return null;
  const label = FACT_LABELS[field];
  const shown = present(value) ?? (field === 'purchasePrice' ? PRICE_NOT_SPECIFIED : 'Not specified');
  return (
    <div className="flex flex-col gap-0.5 border-b pb-2">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
        <Glossed text={label} />
      </dt>
      <dd className="text-sm">
        <Glossed text={shown} />
      </dd>
      {reportable ? (
        <dd>
          <LooksWrongButton item={{ kind: 'fact', key: field, title: `${label}: ${shown}`, quote: null, page: null }} />
        </dd>
      ) : null}
    </div>
  );
}

export function PropertyTab({ details }: { details: Details }) {
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <FactRow key={field} field={field} value={details[field]} />
        ))}
      </dl>
      <p role="note" className="flex gap-2 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          The council valuation is not the purchase price. Councils value land for rates, and that figure is often well
          below or above what the property sells for.
        </span>
      </p>
    </div>
  );
}
