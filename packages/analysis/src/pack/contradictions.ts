// Contradictions between a pack's files (issue 28): a fact two files state differently is one
// concern, quoting the first file that states it and naming each file that disagrees, with both
// quotes, files and pages, and what to ask the vendor's solicitor.
import type { Finding } from '../result.ts';
import { cite } from './file-quotes.ts';
import type { FileReading } from './file-readings.ts';
import { packFinding, quoted } from './pack-finding.ts';
import { STATED_FACTS, type ComparedFact, type Stated } from './stated-facts.ts';

const ASK = "Ask the vendor's solicitor which is right, and to correct the document that is wrong before you sign.";

export function contradictions(files: readonly FileReading[]): Finding[] {
  return STATED_FACTS.flatMap((fact) => {
    const found = compare(fact, files);
    return found ? [found] : [];
  });
}

function compare(fact: ComparedFact, files: readonly FileReading[]): Finding | null {
  const states = files.flatMap((r) => {
    const s = fact.read(r);
    return s ? [s] : [];
  });
  const [first, ...rest] = states;
  if (!first) return null;
  const differ = rest.filter((s) => !fact.same(first.value, s.value));
  const other = differ[0];
  if (!other) return null;
  const says = (s: Stated<unknown>) => `${cite(s.at)} gives ${s.shown} (${quoted(s.at.quote.text)})`;
  const others = differ.map(says).join('; ');
  return packFinding({
    id: `contradiction:${fact.id}`,
    flag: 'document_contradiction',
    category: fact.category,
    severity: fact.severity,
    title: `The documents disagree on ${fact.what}`,
    description: `${cite(first.at)} gives ${fact.what} as ${first.shown} (${quoted(first.at.quote.text)}), but ${others}. ${fact.impact} ${ASK}`,
    impact: fact.impact,
    recommendation: `Do not sign until the vendor's solicitor has explained the difference in ${fact.what} and the wrong document is corrected.`,
    question: `${cite(first.at)} gives ${fact.what} as ${first.shown}, but ${cite(other.at)} gives ${other.shown}: which is correct, and will the other document be corrected before I sign?${fact.ask ? ` ${fact.ask}` : ''}`,
    confidence: 85,
    at: first.at,
  });
}
