import { citeLocation, type PackFile, type ScannedPage } from '@doco/contracts';
import { createContext, useContext } from 'react';

/** What a page link opens: a page of the document, and the words to highlight on it. */
export interface Evidence {
  page: number;
  quote: string | null;
}

export interface EvidenceViewer {
  open(evidence: Evidence, from: HTMLElement | null): void;
  /** The page's scan details when it was read from a scan. */
  scanOf(page: number): ScannedPage | undefined;
  /** A pack's files with their spans (issue 28), so a page is cited "file, page"; absent for one file. */
  files?: PackFile[] | undefined;
}

export const EvidenceViewerContext = createContext<EvidenceViewer | null>(null);

/** The viewer of the report being shown, or null outside one (a page reference is then plain text). */
export const useEvidenceViewer = () => useContext(EvidenceViewerContext);

/** How the report names a place ("Page 3, …", "page 3"): in a pack, the file and its own page (issue 28). */
export function useCite(): (location: string) => string {
  const files = useContext(EvidenceViewerContext)?.files;
  return (location) => citeLocation(files, location);
}

export const scanNote = (scan: ScannedPage) => `read from a scan, OCR confidence ${scan.confidence}%`;
