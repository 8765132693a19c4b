// Council valuations (CIV, site value, NAV; NSW land value and QLD site value go in siteValue).
// These are never the purchase price.
import type { CouncilValuation } from '../result.ts';
import type { DocText } from '../text/doc.ts';
import { flowText } from '../text/sentences.ts';
import { NEXT_LINE } from './labels.ts';
import { MONEY_SOURCE, moneyFromMatch } from './money.ts';

function amountAfter(doc: DocText, label: string): number | null {
  // Same line, or — label and amount in cells of their own — the amount starting the next line.
  const re = new RegExp(String.raw`\b(?:${label})\b(?:[^$\n]{0,60}?|${NEXT_LINE})${MONEY_SOURCE}`, 'i');
  const m = re.exec(flowText(doc));
  if (!m) return null;
  // Re-run the money pattern on the matched tail to read the number.
  const mm = new RegExp(MONEY_SOURCE, 'i').exec(m[0].slice(m[0].indexOf('$')));
  return mm ? moneyFromMatch(mm) : null;
}

export function extractValuation(doc: DocText): CouncilValuation {
  return {
    civ: amountAfter(doc, String.raw`capital\s+improved\s+value`) ?? amountAfter(doc, String.raw`CIV(?=\s*[:=]?\s*\$)`),
    siteValue:
      amountAfter(doc, String.raw`site\s+value`) ??
      amountAfter(doc, String.raw`(?:apportioned\s+|unimproved\s+)?land\s+value`) ??
      amountAfter(doc, String.raw`SV(?=\s*[:=]?\s*\$)`),
    nav: amountAfter(doc, String.raw`net\s+annual\s+value`) ?? amountAfter(doc, String.raw`NAV(?=\s*[:=]?\s*\$)`),
  };
}
