import type { AnalysisSummary } from '@doco/contracts';
import { useEffect } from 'react';
import { useDocumentAnalysis } from '../api/get-document-analysis.ts';
import { analysisLoadErrorMessage } from '@/lib/error-catalogue';
import { analysisView } from '../lib/analysis-status.ts';
import {
  AnalysisFailed,
  AnalysisLoadError,
  AnalysisLoading,
  AnalysisNotStarted,
  AnalysisProcessing,
} from './analysis-states.tsx';
import { CompletedResults } from './completed/completed-results.tsx';
import { EvidenceViewerProvider } from './viewer/evidence-viewer.tsx';

type AnalysisResultsProps = {
  documentId: string;
  /** The document's name, shown above the report. */
  title: string;
  /** 'Run New Analysis' and 'Try Again' both lead to a fresh upload. */
  onRunNewAnalysis: () => void;
  onStartAnalysis: (analysisId: string) => void;
  starting: boolean;
  /** Told whenever the status changes, so the page can refresh what depends on it. */
  onStatusChange?: (status: AnalysisSummary['status']) => void;
};

/** The analysis results view: loading, processing, failed or completed (spec-core §2, §4). */
export function AnalysisResults({ documentId, title, onRunNewAnalysis, onStartAnalysis, starting, onStatusChange }: AnalysisResultsProps) {
  const { data, error, isError } = useDocumentAnalysis(documentId);
  const status = data?.analysis.status;

  useEffect(() => {
    if (status) onStatusChange?.(status);
  }, [status, onStatusChange]);

  // A failed background poll keeps showing the last good result.
  if (!data) {
    if (isError) return <AnalysisLoadError message={analysisLoadErrorMessage(error)} onRunNewAnalysis={onRunNewAnalysis} />;
    return <AnalysisLoading />;
  }

  switch (analysisView(data.analysis)) {
    case 'not-started':
      return <AnalysisNotStarted starting={starting} onStart={() => onStartAnalysis(data.analysis.id)} />;
    case 'processing':
      return <AnalysisProcessing analysis={data.analysis} />;
    case 'failed':
      return <AnalysisFailed errorMessage={data.analysis.errorMessage} onTryAgain={onRunNewAnalysis} />;
    case 'completed':
      // Its page references open the document at their page (issue 26).
      return (
        <EvidenceViewerProvider documentId={documentId} documentName={title} scannedPages={data.scannedPages ?? []} files={data.files}>
          <CompletedResults result={data} title={title} documentId={documentId} />
        </EvidenceViewerProvider>
      );
  }
}
