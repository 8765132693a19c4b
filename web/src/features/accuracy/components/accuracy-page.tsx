import { PageShell } from '@/components/layout/page-shell';
import figures from '../accuracy.json';
import { accuracyReport } from '../lib/accuracy-report.ts';
import { AccuracyReportView } from './accuracy-report-view.tsx';

// Written by `npm run eval` and committed: the page shows the last measured run, never a figure typed by hand.
const report = accuracyReport.parse(figures);

/** '/accuracy': the engine's measured accuracy on the documents it is not tuned on (issue 27). */
export function AccuracyPage() {
  return (
    <PageShell>
      <AccuracyReportView report={report} />
    </PageShell>
  );
}
