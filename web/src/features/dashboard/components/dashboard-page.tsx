import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { AnalysisResults } from '@/features/analysis/components/analysis-results';
import { ComparePicker } from '@/features/compare/components/compare-picker';
import { CreditsBanner } from '@/features/credits/components/credits-banner';
import { useDocuments } from '@/features/documents/api/get-documents';
import { DocumentsPanel } from '@/features/documents/components/documents-panel';
import { UploadPanel } from '@/features/documents/components/upload-panel';
import { NoCreditsScreen } from '@/features/payments/components/no-credits-screen';
import { MD_UP, useMediaQuery } from '@/hooks/use-media-query';
import type { AuthUser } from '@/lib/auth';
import { useDashboardFlow } from '../hooks/use-dashboard-flow.ts';
import { LegalNotice } from './legal-notice.tsx';
import { displayName, UserMenu } from './user-menu.tsx';
import { ReportNotFound } from './report-not-found.tsx';
import { WelcomePanel } from './welcome-panel.tsx';

/** The signed-in home (spec-core §2): header, credits, legal notice, documents and the right-hand panel. */
export function DashboardPage({ user }: { user: AuthUser }) {
  const flow = useDashboardFlow();
  const noDocuments = useDocuments().data?.length === 0;
  const wide = useMediaQuery(MD_UP);
  const panelRef = useRef<HTMLElement>(null);
  const selectedId = flow.selected?.id ?? null;
  const panelKey = flow.noCredits ? 'no-credits' : flow.uploadOpen ? 'upload' : (selectedId ?? 'welcome');

  // On a phone the panel sits below the list: bring it into view when it changes.
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: panelKey is the trigger (the panel changed), not a value the effect reads
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!wide) panelRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [panelKey, wide]);

  const { onAnalysisStatus } = flow;
  const onStatusChange = useCallback(
    (status: Parameters<typeof onAnalysisStatus>[1]) => selectedId && onAnalysisStatus(selectedId, status),
    [onAnalysisStatus, selectedId],
  );

  let panel: ReactNode;
  if (flow.noCredits) {
    panel = (
      <NoCreditsScreen
        analysisId={flow.noCredits.analysisId}
        document={flow.noCredits.document}
        userId={String(user.id)}
        onPaid={flow.startAfterPayment}
        onCancel={flow.cancelNoCredits}
        onBackToDashboard={flow.backToDashboard}
      />
    );
  } else if (flow.uploadOpen) {
    panel = <UploadPanel onStart={flow.uploadAndStart} onCancel={flow.closeUpload} busy={flow.uploading} />;
  } else if (flow.reportNotFound) {
    panel = <ReportNotFound onBack={flow.backToDashboard} />;
  } else if (flow.selected) {
    panel = (
      <AnalysisResults
        key={flow.selected.id}
        documentId={flow.selected.id}
        title={flow.selected.name}
        onRunNewAnalysis={flow.openUpload}
        onStartAnalysis={(analysisId) => void flow.startExisting(analysisId)}
        starting={flow.starting}
        onStatusChange={onStatusChange}
      />
    );
  } else {
    panel = <WelcomePanel onUpload={flow.openUpload} noDocuments={noDocuments} />;
  }

  return (
    <PageShell headerActions={<UserMenu user={user} />}>
      <div className="flex flex-col gap-4 sm:gap-6">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Dashboard</h1>
          {/* 'Welcome back' only to someone who has been here before (issue 27). */}
          <p className="text-muted-foreground">
            {user.firstSignIn ? 'Welcome' : 'Welcome back'}, {displayName(user)}.
          </p>
        </div>
        <CreditsBanner />
        <LegalNotice />
        <div className="grid grid-cols-1 items-start gap-4 sm:gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
          <div className="flex min-w-0 flex-col gap-4 sm:gap-6">
            <DocumentsPanel
              selectedId={selectedId}
              onSelect={flow.select}
              onUpload={flow.openUpload}
              onDeleted={flow.onDeleted}
            />
            <ComparePicker />
          </div>
          <section ref={panelRef} aria-label="Document details" className="min-w-0 scroll-mt-20">
            {panel}
          </section>
        </div>
      </div>
    </PageShell>
  );
}
