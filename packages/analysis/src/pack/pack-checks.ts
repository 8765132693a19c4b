// The checks across a pack's files (issue 28), run only when a pack holds two files or more: each
// file is read alone, then its facts are compared with the other files', its statement checked for
// the attachments the law requires, and its certificates for their age. A finding is kept only when
// its quote is verbatim on its pack page.
import type { PackFile } from '@doco/contracts';
import type { DocumentPage, Finding } from '../result.ts';
import { buildDoc } from '../text/doc.ts';
import { mendPages } from '../text/mend.ts';
import { quoteFound } from '../text/quotes.ts';
import type { PackInput } from './analyse-pack.ts';
import { contradictions } from './contradictions.ts';
import { disclosureContradictions } from './disclosure-contradictions.ts';
import { readFiles } from './file-readings.ts';
import { missingAttachments } from './missing-attachments.ts';
import { staleDocuments } from './stale-documents.ts';

/**
 * `files` and `pages` are the pack's spans and pages as `joinPack` numbered them; `today` (YYYY-MM-DD)
 * dates the analysis when no file gives a day of sale.
 */
export function packFindings(input: PackInput, files: readonly PackFile[], pages: readonly DocumentPage[], today?: string): Finding[] {
  if (input.files.length < 2) return [];
  const readings = readFiles(input, files);
  // The pack's parts as one document: an attachment that opens no part in its own file may open one here.
  const packParts = new Set(buildDoc(mendPages([...pages])).parts.map((p) => p.kind));
  const found = [...contradictions(readings), ...disclosureContradictions(readings), ...missingAttachments(readings, packParts), ...staleDocuments(readings, today)];
  return found.filter((f) => {
    const page = pages[f.quote.page - 1];
    return page !== undefined && quoteFound([page], f.quote.text);
  });
}
