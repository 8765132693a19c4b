import type { ComparedAnalysis } from '@doco/contracts';
import { propertyName } from '../lib/comparison-rows.ts';
import { ColumnCaption, type ComparisonSection, ReportLink } from './comparison-sections.tsx';

/**
 * Wide screens: one column per property, one row per fact. The table scrolls sideways inside its own
 * box when it is wider than the page (three properties on a tablet), with the row names kept in view.
 */
export function ComparisonTable({ analyses, sections }: { analyses: ComparedAnalysis[]; sections: ComparisonSection[] }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the keyboard focus to be scrolled without a mouse
    <section className="overflow-x-auto rounded-lg border bg-card" aria-label="Comparison table" tabIndex={0}>
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm" data-testid="comparison-table">
        <caption className="sr-only">The properties side by side</caption>
        <thead>
          <tr className="border-b">
            <td className="sticky left-0 z-10 w-44 bg-card p-3" />
            {analyses.map((analysis) => (
              <th key={analysis.id} scope="col" className="p-3 align-top font-semibold">
                <span className="flex flex-col gap-0.5">
                  <ReportLink analysis={analysis}>{propertyName(analysis)}</ReportLink>
                  <ColumnCaption analysis={analysis} />
                </span>
              </th>
            ))}
          </tr>
        </thead>
        {sections.map((section) => (
          <tbody key={section.title}>
            <tr className="border-b bg-muted/60">
              <th scope="rowgroup" colSpan={analyses.length + 1} className="p-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                <span className="sticky left-3">{section.title}</span>
              </th>
            </tr>
            {section.rows.length === 0 ? (
              <tr className="border-b">
                <td colSpan={analyses.length + 1} className="p-3 text-muted-foreground">
                  {section.empty}
                </td>
              </tr>
            ) : (
              section.rows.map((row) => (
                <tr key={row.key} className="border-b align-top last:border-b-0">
                  <th scope="row" className="sticky left-0 z-10 w-44 bg-card p-3 font-medium">
                    {row.label}
                  </th>
                  {analyses.map((analysis, column) => (
                    <td key={analysis.id} className="p-3">
                      {row.cell(column)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        ))}
      </table>
    </section>
  );
}
