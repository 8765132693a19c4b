import type { DocText } from '../text/doc.ts';
import { INSTRUMENT_SOURCE, POINTER, restrictionWords, summariseCovenant } from './covenant-summary.ts';
import type { CovenantHit } from './title.ts';
import { SPACE_RUN } from '../text/normalise.ts';

// One covenant is mentioned many times in a pack: in the vendor statement ("affected by restrictive
// covenant C456712"), as a register entry, as the heading of its copy ("COVENANT C456712 03/05/1974"),
// in a cover note ("Attached are copies of … covenant C456712") and in its own words. A buyer needs
// one entry per covenant, read the way a conveyancer summarises it: its instrument and what it
// restricts. Mentions are grouped by the instrument they name (a dealing number, or for an NSW
// restriction the plan whose s88B instrument creates it); a mention naming none belongs to the only
// covenant there is, when there is one.

const INSTRUMENT = new RegExp(String.raw`\b(${INSTRUMENT_SOURCE})\b`);
const PLAN = /\b(DP|SP)\s?(\d{4,})\b/;
const MAX_SUMMARISED = 25;
const says = (text: string): boolean => restrictionWords(text) > 0;

const instrumentOf = (text: string): string | null => {
  const plan = PLAN.exec(text);
  const dealing = INSTRUMENT.exec(text);
  if (dealing) return dealing[1] as string;
  return plan ? `${plan[1]}${plan[2]}` : null;
};

const score = (text: string) => (says(text) ? 2 : 0) - (POINTER.test(text) ? 1 : 0) - (/^[A-Z0-9 ()/.-]+$/.test(text) ? 1 : 0);

export function groupCovenants(doc: DocText, hits: CovenantHit[]): CovenantHit[] {
  const groups = new Map<string, CovenantHit[]>();
  const loose: CovenantHit[] = [];
  for (const hit of [...hits].sort((a, b) => a.offset - b.offset)) {
    const id = instrumentOf(hit.text);
    if (!id) {
      loose.push(hit);
      continue;
    }
    groups.set(id, [...(groups.get(id) ?? []), hit]);
  }
  if (groups.size === 0) return loose;
  // Mentions naming no instrument describe the one covenant there is; with several, they stay apart
  // only when they say what a covenant restricts (a pointer alone adds nothing).
  if (groups.size === 1) groups.values().next().value!.push(...loose);
  const out: CovenantHit[] = [...(groups.size > 1 ? loose.filter((h) => says(h.text) && !POINTER.test(h.text)) : [])];
  let summarised = 0;
  for (const [id, mentions] of groups) {
    const first = mentions[0] as CovenantHit;
    const best = mentions.reduce((a, b) => (score(b.text) > score(a.text) ? b : a), first);
    // Each write-up searches the document for its instrument: a real title has a handful of covenants,
    // and a document naming thousands of instruments must not make that quadratic.
    const summary = summarised++ < MAX_SUMMARISED ? summariseCovenant(doc, id, mentions) : null;
    const text = summary ?? (best.text.toUpperCase().replace(SPACE_RUN, '').includes(id) ? best.text : `Covenant ${id}: ${best.text}`);
    out.push({ ...best, text, offset: first.offset, length: first.length });
  }
  return out.sort((a, b) => a.offset - b.offset);
}
