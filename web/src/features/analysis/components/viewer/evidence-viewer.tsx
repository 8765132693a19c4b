import type { DocumentText, PackFile, ScannedPage } from '@doco/contracts';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { type Evidence, type EvidenceViewer, EvidenceViewerContext } from './viewer-context.ts';
import { ViewerDialog } from './viewer-dialog.tsx';

/**
 * Makes the page references inside it open the document at their page (issue 26): one viewer for the
 * whole report, opened by any PageLink, giving focus back to that link when it closes.
 */
export function EvidenceViewerProvider({
  documentId,
  documentName,
  scannedPages,
  files,
  text,
  children,
}: {
  documentId: string;
  documentName: string;
  scannedPages: ScannedPage[];
  /** A pack's files (issue 28): its page references cite the file and its own page. */
  files?: PackFile[] | undefined;
  /** The document's text when the page already has it (the public sample): nothing is fetched. */
  text?: DocumentText;
  children: ReactNode;
}) {
  const [shown, setShown] = useState<{ evidence: Evidence; page: number } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const viewer = useMemo<EvidenceViewer>(() => {
    const scans = new Map(scannedPages.map((scan) => [scan.page, scan]));
    return {
      open(evidence, from) {
        opener.current = from;
        setShown({ evidence, page: evidence.page });
      },
      scanOf: (page) => scans.get(page),
      files,
    };
  }, [scannedPages, files]);

  return (
    <EvidenceViewerContext.Provider value={viewer}>
      {children}
      {shown ? (
        <ViewerDialog
          documentId={documentId}
          documentName={documentName}
          text={text}
          evidence={shown.evidence}
          page={shown.page}
          scan={viewer.scanOf(shown.page)}
          onPage={(page) => setShown((current) => current && { ...current, page })}
          onClose={() => setShown(null)}
          opener={opener}
        />
      ) : null}
    </EvidenceViewerContext.Provider>
  );
}
