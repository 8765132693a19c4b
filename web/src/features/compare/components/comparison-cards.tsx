import type { ComparedAnalysis } from '@doco/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { propertyName } from '../lib/comparison-rows.ts';
import { ColumnCaption, type ComparisonSection, ReportLink } from './comparison-sections.tsx';

/** Phones: one card per property, one under the other, each with every row of the table. */
export function ComparisonCards({ analyses, sections }: { analyses: ComparedAnalysis[]; sections: ComparisonSection[] }) {
  return (
    <ol className="flex flex-col gap-4" aria-label="Properties compared" data-testid="comparison-cards">
      {analyses.map((analysis, column) => (
        <li key={analysis.id}>
          <Card>
            <CardHeader className="gap-0.5 p-4">
              <CardTitle className="text-lg break-words">
                <ReportLink analysis={analysis}>{propertyName(analysis)}</ReportLink>
              </CardTitle>
              <div className="break-words">
                <ColumnCaption analysis={analysis} />
              </div>
            </CardHeader>
            <CardContent className="flex flex-col gap-4 p-4 pt-0">
              {sections.map((section) => (
                <section key={section.title} className="flex flex-col gap-2">
                  <h3 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{section.title}</h3>
                  {section.rows.length === 0 ? (
                    <p className="text-sm text-muted-foreground">{section.empty}</p>
                  ) : (
                    <dl className="flex flex-col gap-2">
                      {section.rows.map((row) => (
                        <div key={row.key} className="flex flex-col gap-0.5 border-b pb-2 last:border-b-0">
                          <dt className="text-sm font-medium">{row.label}</dt>
                          <dd className="break-words text-sm">{row.cell(column)}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </section>
              ))}
            </CardContent>
          </Card>
        </li>
      ))}
    </ol>
  );
}
