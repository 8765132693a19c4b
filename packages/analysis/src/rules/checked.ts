// "Checked": what the document clears. For a risk kind no concern was raised for, the first item about
// it whose answer is definitely negative (a No, a nil answer, "not applicable", a ticked No box) is
// quoted with its answer. The same polarity decision (classifyMention) and evidence gate
// (judgeEvidence) as the concerns: never a printed form's clause, a heading alone, a question without
// its answer, a note, or an item about land in the vicinity.
import { BUSHFIRE_PRONE } from '../extract/facts.ts';
import type { CheckedItem, ConcernKind, Facts } from '../result.ts';
import { findMentions } from '../text/classify.ts';
import { type DocText, lineAt } from '../text/doc.ts';
import { judgeEvidence } from '../text/evidence.ts';
import { escapeRegex } from '../text/normalise.ts';
import { quoteSpan } from '../text/quotes.ts';
import type { Span } from '../text/sentences.ts';

export interface Check {
  /** The risk kind the answer clears. */
  kind: ConcernKind;
  /** Other kinds the same answer settles ("No owners corporation" settles its levy, litigation ...): none of them may be raised. */
  also?: readonly ConcernKind[];
  /** What is cleared, in plain words. */
  title: string;
  /** The item's topic, as documents name it. */
  pattern: RegExp;
  /** The facts read elsewhere in the document must agree (a caveat read from the register is no "No caveats"). */
  agrees?: (facts: Facts) => boolean;
}

/**
 * An item's topic as documents name it: the phrases (longest first) as whole words, any case, a space
 * also written as a hyphen or a line break ("off-the-plan", "owner-builder"). A vocabulary, not a pattern
 * per wording.
 */
function topic(...phrases: string[]): RegExp {
  const alternatives = phrases.map((p) => escapeRegex(p).replaceAll(' ', '[\\s-]+'));
  return new RegExp(`\\b(?:${alternatives.join('|')})\\b`, 'i');
}

const overlayNamed = (facts: Facts, re: RegExp): boolean => facts.overlays.some((o) => re.test(`${o.code ?? ''} ${o.name}`));

/** The checks, in the order a buyer reads them. A conveyancer can read this table. */
export const CHECKS: readonly Check[] = [
  { kind: 'off_the_plan', also: ['sunset_clause'], title: 'Not an off-the-plan sale', pattern: topic('off the plan') },
  { kind: 'cooling_off_waived', title: 'No section 66W certificate: your cooling-off period applies', pattern: topic('section 66W', 's.66W', 's66W', 's 66W') },
  { kind: 'third_party_caveat', title: 'No caveats on title', pattern: topic('caveats', 'caveat'), agrees: (f) => f.caveats.length === 0 },
  { kind: 'mortgage_not_discharged', title: 'No mortgage on title', pattern: topic('mortgages', 'mortgage'), agrees: (f) => f.mortgages.length === 0 },
  { kind: 'easement', title: 'No easements on the land', pattern: topic('easements', 'easement'), agrees: (f) => f.easements.length === 0 },
  { kind: 'restrictive_covenant', title: 'No restrictive covenants', pattern: topic('covenants', 'covenant'), agrees: (f) => f.covenants.length === 0 },
  { kind: 'section_173', title: 'No section 173 agreement', pattern: topic('section 173', 's.173', 's173', 's 173'), agrees: (f) => !f.section173 },
  { kind: 'statutory_charge', title: 'No charges on the land', pattern: /\b(?:statutory\s+)?charges?\b(?=[^.\n]{0,40}\b(?:land|act|nil|none|no)\b)/i },
  {
    kind: 'oc_special_levy',
    also: ['oc_fees', 'oc_litigation', 'oc_no_sinking_fund', 'oc_insurance_missing', 'oc_fee_arrears', 'short_stay_bylaw'],
    title: 'No owners corporation',
    pattern: topic('owners corporations', 'owners corporation', 'body corporate', 'strata scheme', 'strata company'),
    agrees: (f) => f.ownersCorporation === null,
  },
  {
    kind: 'outstanding_notices',
    title: 'No notices or orders',
    // The item, not any notice a contract gives ("by notice to the other party").
    pattern:
      /\b(?:building|planning|enforcement|council|fire\s+safety|health|pool|demolition|show[- ]cause|public\s+authority)\s+(?:notices?|orders?)\b|\bnotices?,?\s+(?:or\s+|and\s+)?orders?\b|\boutstanding\s+(?:notices?|orders?)\b|^[ \t]*(?:\d+(?:\.\d+)*[ \t]+)?notices?\b(?=[ \t]*(?::|$|none|nil|no\b))/im,
  },
  { kind: 'compulsory_acquisition', title: 'No compulsory acquisition', pattern: topic('acquisition', 'acquired', 'acquire') },
  { kind: 'bushfire_prone_area', title: 'Not in a bushfire prone area', pattern: BUSHFIRE_PRONE, agrees: (f) => !f.bushfireProne },
  { kind: 'bushfire_overlay', title: 'No bushfire overlay', pattern: topic('bushfire management overlay', 'bush fire management overlay', 'bushfire hazard overlay', 'bush fire hazard overlay', 'BMO'), agrees: (f) => !overlayNamed(f, /bush\s?fire|\bBMO/i) },
  { kind: 'heritage_overlay', title: 'Not heritage listed', pattern: /(?<!aboriginal\s(?:cultural\s)?)\bheritage\b/i, agrees: (f) => !overlayNamed(f, /heritage|\bHO\d/i) },
  { kind: 'flood_overlay', title: 'Not flood affected', pattern: topic('flood prone', 'flood affected', 'flood overlay', 'flood planning', 'flooding', 'flood'), agrees: (f) => !overlayNamed(f, /flood|inundation|\bSBO|\bLSIO/i) },
  { kind: 'contaminated_land', title: 'No contamination recorded', pattern: topic('contaminated', 'contamination') },
  { kind: 'gaic', title: 'No growth areas infrastructure contribution', pattern: topic('growth areas infrastructure contribution', 'growth area infrastructure contribution', 'GAIC') },
  { kind: 'owner_builder_no_insurance', title: 'No owner-builder work', pattern: topic('owner builder') },
  { kind: 'building_permit', also: ['unapproved_building_work'], title: 'No building permits disclosed', pattern: topic('building permits', 'building permit', 'building approvals', 'building approval') },
  { kind: 'terms_contract', title: 'Not a terms contract', pattern: topic('terms contract') },
  { kind: 'tenancy', title: 'Not sold subject to a tenancy', pattern: topic('lease', 'tenancy', 'tenanted') },
  { kind: 'pool_no_certificate', title: 'No swimming pool', pattern: topic('swimming pool', 'spa pool') },
  { kind: 'solar_lease', title: 'No solar lease', pattern: /\bsolar\b[^.\n]{0,30}\b(?:lease|agreement|ppa)\b/i },
];

// A denial in the quoted answer: what makes it a definite negative rather than a silence.
const DENIAL = /\b(?:no|not|nil|none|n\/a|never|nothing|neither|nor|unaffected)\b|\bdoes(?:n't| not)\b|\bis(?:n't| not)\b/i;
const DENIAL_OPENING = /^\W*(?:no\b|not\b|nil\b|none\b|n\/a\b|does\s+not\b|do\s+not\b|there\s+(?:is|are)\s+no\b|the\s+(?:land|property|lot)\s+is\s+not\b)/i;
// A general statement ("services may have been installed without an easement") says nothing of this land.
const HEDGE = /\b(?:may|might|could|for\s+example|e\.g\.)\b/i;
/** The denial must be said of the item: near its mention, not anywhere in a long sentence. */
const NEAR = 90;
// About other land: never clears this land (classifyMention also reads these as negative).
const OTHER_LAND = /\b(?:vicinity|neighbouring|neighboring|adjoining|adjacent|abutting|nearby|next[- ]door|other\s+lots?)\b/i;

interface Cleared {
  span: Span;
  /** The mention: a long quote is cut around it. */
  focus: number;
  page: number;
}

/** The first item about `pattern` the document answers definitely in the negative, with its answer. */
function clearedItem(doc: DocText, pattern: RegExp): Cleared | null {
  for (const m of findMentions(doc, pattern)) {
    if (m.polarity !== 'negative' && m.polarity !== 'unknown') continue;
    const line = lineAt(doc, m.offset);
    if (line.struck || line.aside || line.yesOnly) continue;
    let verdict = judgeEvidence(doc, m.offset);
    let span: Span | null = null;
    if (verdict.kind === 'rejected' && verdict.reason === 'heading' && verdict.answerAt !== undefined) {
      // A heading and the statement under it ("7. Growth areas contribution" / "Does not affect the land."):
      // the item is quoted with its answer, which must open with the denial.
      const answerAt = verdict.answerAt;
      verdict = judgeEvidence(doc, answerAt);
      if (verdict.kind !== 'assertion' || !DENIAL_OPENING.test(doc.scan.slice(answerAt, verdict.span.end))) continue;
      span = { start: Math.min(m.sentence.start, verdict.span.start), end: verdict.span.end };
    } else if (m.polarity === 'negative' && verdict.kind === 'assertion' && verdict.answer !== 'yes') {
      span = verdict.span;
    }
    if (!span) continue;
    const text = doc.scan.slice(span.start, span.end);
    if (OTHER_LAND.test(text) || HEDGE.test(text)) continue;
    const near = doc.scan.slice(Math.max(span.start, m.offset - NEAR), Math.min(span.end, m.offset + m.length + NEAR));
    const lineBefore = doc.scan.slice(line.start, m.offset);
    // The mend step writes every box "[X]" or "[ ]".
    const emptyBox = lineBefore.trimEnd().endsWith('[ ]') && !line.scan.includes('[X]');
    if (!DENIAL.test(near) && !emptyBox) continue;
    return { span, focus: m.offset, page: lineAt(doc, span.start).page };
  }
  return null;
}

/**
 * The Checked list: one entry per check whose kinds were raised by no finding and left unconfirmed by
 * no item, whose facts agree, and whose item the document answers in the negative.
 */
export function checkedItems(doc: DocText, facts: Facts, raised: ReadonlySet<ConcernKind>, unconfirmed: ReadonlySet<ConcernKind>): CheckedItem[] {
  const out: CheckedItem[] = [];
  for (const check of CHECKS) {
    const kinds = [check.kind, ...(check.also ?? [])];
    if (kinds.some((k) => raised.has(k) || unconfirmed.has(k))) continue;
    if (check.agrees && !check.agrees(facts)) continue;
    const item = clearedItem(doc, check.pattern);
    if (!item) continue;
    const quote = quoteSpan(doc, item.span, item.focus);
    out.push({ kind: check.kind, title: check.title, quote: quote.text, page: item.page });
  }
  return out;
}

/** The entries no kind in `raised` contradicts (the LLM pass may raise a kind after the rules cleared it). */
export function withoutRaised(items: readonly CheckedItem[], raised: ReadonlySet<ConcernKind>): CheckedItem[] {
  return items.filter((item) => {
    const check = CHECKS.find((c) => c.kind === item.kind);
    return ![item.kind, ...(check?.also ?? [])].some((k) => raised.has(k));
  });
}
