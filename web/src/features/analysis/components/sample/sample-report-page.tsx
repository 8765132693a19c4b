import sample from 'virtual:sample-report';
import { ArrowRight, FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { registerLocation } from '@/lib/auth-entry';
import { CompletedResults } from '../completed/completed-results.tsx';
import { EvidenceViewerProvider } from '../viewer/evidence-viewer.tsx';

/**
 * A real report of a sample pack, open to anyone: the signed-in results view fed read-only data that
 * the engine produced when this site was built (`web/build/sample-report`). Its page references open
 * the sample's own text; nothing here asks the server for anything.
 */
export function SampleReportPage() {
  return (
    <PageShell>
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-3">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Sample report</h1>
          <Alert variant="info">
            <FlaskConical aria-hidden="true" />
            <p>
              This is the report Doco produces for a sample Section 32 vendor statement we wrote for this page (the
              property and the people in it are made up). It was analysed by the same engine that reads your
              documents, when this site was built. Click a page reference to see the words it came from.
            </p>
          </Alert>
          <Button asChild className="w-fit">
            <Link to={registerLocation.to} state={registerLocation.state}>
              Analyse your own document
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </header>
        <EvidenceViewerProvider documentId={sample.response.analysis.id} documentName={sample.fileName} scannedPages={[]} text={sample.text}>
          <CompletedResults result={sample.response} title={sample.fileName} documentId={sample.response.analysis.id} readOnly />
        </EvidenceViewerProvider>
      </div>
    </PageShell>
  );
}
