// Land tax as a land tax certificate or a statement states it: the amount after "land tax" (the
// same line or the next), a nil answer ("nil", "exempt", "not payable"), or the certificate's own
// sentence that no land tax is charged. In cents; 0 when none is charged.
import { findMentions } from '../text/classify.ts';
import { lineAt, type DocText } from '../text/doc.ts';
import { judgeEvidence } from '../text/evidence.ts';
import { flowText } from '../text/sentences.ts';
import { NEXT_LINE } from '../extract/labels.ts';
import { centsFromMatch, firstMoneyMatch } from '../extract/money.ts';
import { noticeReading, type NoticeReading } from './notice-reading.ts';

const LAND_TAX = /\bland\s+tax\b/i;

function landTax(doc: DocText): { value: number; offset: number } | null {
  const re = new RegExp(
    String.raw`\bland\s+tax\b(?!\s+(?:adjustable|clearance|year|adjustment))(?:[^\n$]{0,50}?|${NEXT_LINE})(?:(\$\s?[\d,]+(?:\.\d{1,2})?)|\b(nil|exempt|none|not\s+payable|not\s+applicable|not\s+charged|\$?0\.00)\b)`,
    'gi',
  );
  for (const m of flowText(doc).matchAll(re)) {
    if (m[1]) {
      const mm = firstMoneyMatch(m[1]);
      if (mm) return { value: centsFromMatch(mm), offset: m.index ?? 0 };
    }
    if (m[2]) return { value: 0, offset: m.index ?? 0 };
  }
  // A land tax certificate that charges nothing says so in a sentence ("no land tax is charged on the land").
  const cleared = findMentions(doc, LAND_TAX).find(
    (m) => lineAt(doc, m.offset).part === 'land-tax' && m.polarity === 'negative' && judgeEvidence(doc, m.offset).kind === 'assertion',
  );
  return cleared ? { value: 0, offset: cleared.offset } : null;
}

/** The land tax the document states for the land, with its page and the line that states it. */
export function readLandTax(doc: DocText): NoticeReading | null {
  return noticeReading(doc, landTax(doc));
}
