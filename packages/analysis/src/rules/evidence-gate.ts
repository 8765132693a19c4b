// Every rule finding passes the evidence gate (text/evidence.ts) before it becomes a concern: one
// whose quote is not an assertion about this land is dropped, and one whose item has no readable
// answer becomes a "could not confirm" entry. Findings that compute from the whole document
// (a deposit over 10%, no finance clause) quote the figure they computed from and pass as they are.
import type { ConcernKind, Finding } from '../result.ts';
import type { DocText } from '../text/doc.ts';
import { judgeEvidence } from '../text/evidence.ts';
import { quoteSpan } from '../text/quotes.ts';

export interface Unconfirmed {
  kind: ConcernKind | null;
  item: string;
  page: number;
  reason: string;
}

export function gateFindings(doc: DocText, findings: readonly Finding[]): { findings: Finding[]; unconfirmed: Unconfirmed[] } {
  const kept: Finding[] = [];
  const unconfirmed: Unconfirmed[] = [];
  for (const f of findings) {
    if (!f.at) {
      kept.push(f);
      continue;
    }
    let verdict = judgeEvidence(doc, f.at.offset);
    // A fact read from an item: its evidence is the statement under the item's heading.
    if (verdict.kind === 'rejected' && verdict.answerAt !== undefined) verdict = judgeEvidence(doc, verdict.answerAt);
    if (verdict.kind === 'assertion') {
      kept.push({ ...f, quote: quoteSpan(doc, verdict.span, f.at.offset, f.at.length) });
    } else if (verdict.kind === 'unreadable') {
      unconfirmed.push({ kind: f.flag ?? null, item: verdict.item, page: verdict.page, reason: verdict.reason });
    }
  }
  return { findings: kept, unconfirmed };
}
