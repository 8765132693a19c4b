import type { ScannedPage } from '@doco/contracts';
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
}

export const EvidenceViewerContext = createContext<EvidenceViewer | null>(null);

/** The viewer of the report being shown, or null outside one (a page reference is then plain text). */
export const useEvidenceViewer = () => useContext(EvidenceViewerContext);

export const scanNote = (scan: ScannedPage) => `read from a scan, OCR confidence ${scan.confidence}%`;
