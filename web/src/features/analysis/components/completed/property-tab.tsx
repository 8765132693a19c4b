import type { ComprehensivePropertyAnalysisDto } from '@doco/contracts';
import { Info } from 'lucide-react';
import { Glossed } from '@/components/glossary/glossed';

type Details = ComprehensivePropertyAnalysisDto['propertyDetails'];

export const PRICE_NOT_SPECIFIED = 'Not specified in contract';

const present = (value: string | null) => (value && value.trim() ? value : null);

export function PropertyTab({ details }: { details: Details }) {
  const rows: [string, string][] = [
    ['Address', present(details.address) ?? 'Not specified'],
    ['Land size', present(details.landSize) ?? 'Not specified'],
    ['Zoning', present(details.zoning) ?? 'Not specified'],
    ['Title details', present(details.titleDetails) ?? 'Not specified'],
    ['Purchase price', present(details.purchasePrice) ?? PRICE_NOT_SPECIFIED],
    ['Council valuation', present(details.councilValuation) ?? 'Not specified'],
    ['Deposit', present(details.deposit) ?? 'Not specified'],
    ['Settlement date', present(details.settlementDate) ?? 'Not specified'],
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5 border-b pb-2">
            <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
              <Glossed text={label} />
            </dt>
            <dd className="text-sm">
              <Glossed text={value} />
            </dd>
          </div>
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
