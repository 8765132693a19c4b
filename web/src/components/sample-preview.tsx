import hero from 'virtual:sample-report-hero';
import { ArrowRight, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { RiskBadge } from '@/components/risk-badge';
import { paths } from '@/config/paths';

/**
 * The hero's picture: the top of the sample report, drawn live from the same analysis the sample page
 * shows (made by the engine when the site was built), so it never shows a finding the engine no
 * longer makes. Its link opens the whole sample report.
 */
export function SamplePreview() {
  const more = hero.total - hero.concerns.length;
  return (
    <figure aria-label="Sample report preview" className="min-w-0 rounded-xl border bg-card p-4 shadow-lg sm:p-5">
      <div className="flex flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-0.5">
            <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Sample report</span>
            <span className="break-words font-semibold">{hero.address ?? 'Sample Section 32'}</span>
            <span className="flex items-center gap-1 text-xs text-muted-foreground">
              <FileText aria-hidden="true" className="size-3.5" />
              Section 32 vendor statement
            </span>
          </div>
          {hero.overallRisk ? <RiskBadge level={hero.overallRisk} suffix="risk overall" /> : null}
        </div>
        <ul className="flex flex-col gap-2">
          {hero.concerns.map((c) => (
            <li key={c.title} className="flex items-center justify-between gap-3 rounded-md border bg-background px-3 py-2 text-sm">
              <span className="min-w-0 truncate" title={c.title}>
                {c.title}
              </span>
              {c.severity ? <RiskBadge level={c.severity} /> : null}
            </li>
          ))}
        </ul>
        <span className="text-xs text-muted-foreground">
          {more > 0 ? `${more} more ${more === 1 ? 'concern' : 'concerns'}, ` : ''}
          {hero.checked} {hero.checked === 1 ? 'item' : 'items'} checked and clear
        </span>
        <Link
          to={paths.sampleReport}
          className="flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Open the full sample report
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </figure>
  );
}
