import { type AnalysisResponse, alignTabs } from '@doco/contracts';
import { Download, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CategoryTiles } from './category-tiles.tsx';
import { CheckedCard } from './checked-card.tsx';
import { ConcernsList } from './concerns-list.tsx';
import { CouldNotConfirmCard } from './could-not-confirm-card.tsx';
import { HiddenTextNotice } from './hidden-text-notice.tsx';
import { KeyDatesCard } from './key-dates-card.tsx';
import { NextStepsCard } from './next-steps-card.tsx';
import { PropertyAnalysis } from './property-analysis.tsx';
import { RegisterSearchCard } from './register-search-card.tsx';
import { VendorQuestions, VendorQuestionsCard } from './vendor-questions-card.tsx';
import { useHiddenItems } from '../../api/error-reports.ts';
import { withoutHidden } from '../../lib/hidden-items.ts';
import { HiddenItemsBar } from '../report-item/hidden-items-bar.tsx';
import { ReportHeading } from '../report-item/report-heading.tsx';
import { ReportItemsProvider } from '../report-item/report-items-context.tsx';
import { ShareReportButton } from '../share/share-report-button.tsx';

const NONE: never[] = [];

function ReportButton({ reportUrl }: { reportUrl: string | null }) {
  if (!reportUrl) {
    return (
      <Button variant="outline" disabled>
        <LoaderCircle aria-hidden="true" className="animate-spin" />
        Preparing PDF report...
      </Button>
    );
  }
  return (
    <Button asChild variant="outline">
      <a href={reportUrl} download>
        <Download aria-hidden="true" />
        Download PDF report
      </a>
    </Button>
  );
}

type CompletedResultsProps = {
  result: AnalysisResponse;
  title: string;
  documentId: string;
  /**
   * The public sample report: the same components with nothing that writes or asks the server
   * (no 'This looks wrong', hidden items, signing date, reminders, calendar or PDF download).
   */
  readOnly?: boolean;
};

/** The completed report, in the order of spec-core §2. */
export function CompletedResults({ result: full, title, documentId, readOnly = false }: CompletedResultsProps) {
  // The items the buyer hid ('This looks wrong') are left out of what follows.
  const hidden = useHiddenItems(full.analysis.id, !readOnly).data ?? NONE;
  const result = withoutHidden(full, hidden);
  const body = (
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ReportHeading address={full.comprehensivePropertyAnalysis?.propertyDetails.address ?? null} fileName={title} />
          {readOnly ? null : (
            <div className="flex flex-wrap gap-2">
              <ShareReportButton analysisId={full.analysis.id} />
              <ReportButton reportUrl={result.reportUrl} />
            </div>
          )}
        </div>
        {readOnly ? null : <HiddenItemsBar result={full} hidden={hidden} />}
        {result.hiddenText ? <HiddenTextNotice hiddenText={result.hiddenText} /> : null}
        {result.registerSearchStatement ? <RegisterSearchCard statement={result.registerSearchStatement} /> : null}
        {result.comprehensivePropertyAnalysis ? <PropertyAnalysis analysis={alignTabs(result.comprehensivePropertyAnalysis, result.concerns)} /> : null}
        <NextStepsCard result={result} />
        <KeyDatesCard result={result} documentId={documentId} readOnly={readOnly} />
        <CategoryTiles counts={result.analysis.categoryCounts} />
        <ConcernsList concerns={result.concerns} />
        {result.couldNotConfirm.length > 0 ? <CouldNotConfirmCard items={result.couldNotConfirm} /> : null}
        {result.checked.length > 0 ? <CheckedCard items={result.checked} /> : null}
        {readOnly ? <VendorQuestions result={result} documentName={title} buyerName={null} /> : <VendorQuestionsCard result={result} documentName={title} />}
      </div>
  );
  // Without the provider no 'This looks wrong' button is shown.
  if (readOnly) return body;
  return (
    <ReportItemsProvider analysisId={full.analysis.id} hidden={hidden}>
      {body}
    </ReportItemsProvider>
  );
}
