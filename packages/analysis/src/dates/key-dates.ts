import type { AustralianState, KeyDate, KeyDateKind } from '@doco/contracts';
import { coolingOffFor, dateByRule } from '@doco/key-dates';
import type { Extraction } from '../extract/facts.ts';
import { formatDate } from '../extract/dates.ts';
import type { DocText } from '../text/doc.ts';
import { quoteAt } from '../text/quotes.ts';
import { readWhen, type When } from './when.ts';
import { SPACE_RUN } from '../text/normalise.ts';

// The contract's key dates (issue 17), read the way a conveyancer diarises them: the day of sale, the
// end of cooling-off, the deposit and its balance, finance and building-and-pest deadlines, settlement,
// a sunset date, the owners corporation's meeting and notice windows. Each comes with the words it was
// read from; a date counted from the day of sale is computed from the document's contract date when
// it states one, else left for the buyer's signing date (its `rule`).

const LABELS: Record<KeyDateKind, string> = {
  'contract-date': 'Day of sale (contract date)',
  'cooling-off-ends': 'Cooling-off ends',
  'deposit-due': 'Deposit due',
  'balance-deposit-due': 'Balance of deposit due',
  'finance-approval': 'Finance approval due',
  'building-pest-inspection': 'Building and pest inspection due',
  settlement: 'Settlement',
  sunset: 'Sunset date',
  'oc-meeting': 'Owners corporation meeting',
  'rescission-notice': 'Notice to rescind due',
};

// Where each kind is stated: a phrase naming it, then (within the same sentence) when.
// `before`: what the 400 characters before the phrase must mention (a bare "Approval date" row is the
// loan's only under a loan heading).
const STATEMENTS: Array<{ kind: KeyDateKind; re: RegExp; before?: RegExp }> = [
  { kind: 'balance-deposit-due', re: /\bbalance\s+(?:of\s+(?:the\s+)?)?deposit\b(?:\$[\d,]+\.\d{2}|[^.\n]){0,80}?\b(?:payable|due|paid|to\s+be\s+paid)\b/gi },
  // The deposit itself, not its balance ("balance of deposit … payable" is the kind above).
  // "Deposit $215,000 by 14 December 2026": a date straight after "by" or "on or before" says when too.
  { kind: 'deposit-due', re: /(?<!\bbalance\s+(?:of\s+(?:the\s+)?)?)\b(?:initial\s+)?deposit\b(?:\$[\d,]+\.\d{2}|[^.\n]){0,60}?\b(?:payable|due|paid|to\s+be\s+paid|(?:by|on\s+or\s+before)(?=\s+\d))\b/gi },
  { kind: 'finance-approval', re: /\b(?:finance|loan)\s+(?:approval\s+)?(?:date|due\s+date|deadline)\b|\b(?:finance|loan)\s+approval\b[^.\n]{0,100}?\b(?:by|within|on\s+or\s+before|no\s+later\s+than)\b/gi },
  // The LIV particulars' loan row: "Loan ... Approval date: 23/04/2026", on its line or under the heading.
  { kind: 'finance-approval', re: /\bapproval\s+date\b/gi, before: /\b(?:loan|finance|lender)\b/i },
  { kind: 'building-pest-inspection', re: /\bbuilding\s+(?:and\/or|and|&)\s+pest\b[^.\n]{0,100}?\b(?:by|within|on\s+or\s+before|no\s+later\s+than|date)\b/gi },
  { kind: 'building-pest-inspection', re: /\binspection\s+date\b/gi, before: /\b(?:building|pest|inspection)\b/i },
  { kind: 'sunset', re: /\bsunset\s+(?:date|clause|day)\b/gi },
  { kind: 'oc-meeting', re: /\b(?:next\s+)?(?:annual\s+general\s+meeting|AGM|general\s+meeting\s+of\s+the\s+owners)\b[^.\n]{0,60}?\b(?:on|held\s+on|scheduled\s+for|will\s+be\s+held\s+on)\b/gi },
  { kind: 'rescission-notice', re: /\b(?:rescind|rescission)\b[^.\n]{0,100}?\b(?:within|by|before)\b/gi },
];

/** The first statement of `kind` with a readable when: the words after the phrase, on its line. */
function statedWhen(doc: DocText, re: RegExp, before?: RegExp): { when: When; offset: number } | null {
  for (const m of doc.scan.matchAll(re)) {
    const at = m.index ?? 0;
    if (before && !before.test(doc.scan.slice(Math.max(0, at - 400), at))) continue;
    const line = doc.lines.find((l) => l.start <= at && at < l.end + 1);
    if (line?.struck) continue;
    // The rest of the sentence, which may run on to the next line ("within 14 days of the day of\nsale"),
    // but not into the next label's line or the next sentence.
    const rest = doc.scan.slice(at + m[0].length, at + m[0].length + 200);
    const end = /\.(?:\s|$)|\n\s*\n|\n(?=[A-Z][A-Za-z ]{2,40}:)/.exec(rest);
    const when = readWhen((end ? rest.slice(0, end.index) : rest).replace(SPACE_RUN, ' ').replace(/^\s*[:\-]\s*/, ''));
    if (when) return { when, offset: at };
  }
  return null;
}

export interface KeyDateInput {
  doc: DocText;
  ex: Extraction;
  state: AustralianState | null;
}

/** Land zoned for industry or commerce, or a sale the document says is of business premises (no cooling-off). */
export function businessUse(doc: DocText, zoning: string | null): boolean {
  // Zone names and codes that are only for industry or commerce (VIC C1Z-C3Z, IN1Z-IN3Z; NSW IN1-IN4).
  // Not NSW's E zones (before 2023, E4 was Environmental Living, a residential zone) nor mixed use.
  if (zoning && /\b(?:Commercial|Industrial)\s+(?:\d\s+)?Zone\b|\b(?:C[1-3]Z|IN[1-3]Z|IN[1-4])\b/.test(zoning) && !/\bMixed\s+Use\b/i.test(zoning)) return true;
  return /\b(?:used|use)\s+(?:mainly|primarily|predominantly)\s+for\s+(?:industrial|commercial|business)\s+purposes\b/i.test(doc.scan);
}

/** Whether the document says the property was sold at auction (no statutory cooling-off then). */
export function soldAtAuction(doc: DocText): boolean {
  return /\b(?:sold|purchased|bought|knocked\s+down)\s+at\s+(?:a\s+)?(?:public\s+)?auction\b|\boffered\s+(?:for\s+sale\s+)?(?:by|at)\s+(?:a\s+)?(?:public\s+)?auction\b|\bpassed\s+in\s+at\s+(?:the\s+)?auction\b|\bmethod\s+of\s+sale\s*(?::\s*)?(?:public\s+)?auction\b|\bauction\s+(?:sale\s+)?date\s*(?::\s*)?\d/i.test(doc.scan);
}

export function extractKeyDates({ doc, ex, state }: KeyDateInput): KeyDate[] {
  const { documentType } = ex.facts;
  if (documentType === 'title' || documentType === 'oc-certificate' || documentType === 'unknown') return ocMeetingOnly(doc);
  const contract = ex.evidence.contractDate;
  const dayOfSale = contract?.value ?? null;
  const quoteOf = (offset: number) => quoteAt(doc, offset);
  const out: KeyDate[] = [];
  const item = (kind: KeyDateKind, fields: Omit<KeyDate, 'kind' | 'label'>): KeyDate => ({ kind, label: LABELS[kind], ...fields });

  // The day of sale: stated in the particulars, or the day the buyer signs.
  if (contract) {
    const quote = quoteOf(contract.offset);
    out.push(item('contract-date', { date: contract.value, basis: 'stated in the contract', quote: quote.text, page: quote.page, rule: { count: 0, unit: 'days' } }));
  } else {
    out.push(item('contract-date', { date: null, basis: 'the day you sign the contract; enter it to compute the dates counted from it', quote: '', page: null, rule: { count: 0, unit: 'days' } }));
  }

  // A relative date counts from the day of sale: computed now when the contract states it.
  const fromSale = (when: When) => (when.date ? when.date : when.rule && dayOfSale ? dateByRule(when.rule, dayOfSale, state) : null);
  const basisOf = (when: When, stated: string) => (when.date ? stated : `${when.phrase}${dayOfSale ? ` (the contract date is ${formatDate(dayOfSale)})` : ''}`);

  // Cooling-off, by the state's law.
  if (state) {
    const cooling = coolingOffFor(state, { auction: soldAtAuction(doc), businessUse: businessUse(doc, ex.facts.propertyDetails.zoning) });
    if (cooling) {
      const rule = { count: cooling.businessDays, unit: 'business-days' as const };
      const mention = /\bcooling[-\s]?off\b/i.exec(doc.scan);
      const quote = mention ? quoteOf(mention.index) : null;
      out.push(
        item('cooling-off-ends', {
          date: dayOfSale ? dateByRule(rule, dayOfSale, state) : null,
          basis: `${cooling.wording} (${state}); ending the contract costs ${cooling.forfeit}`,
          quote: quote?.text ?? '',
          page: quote?.page ?? null,
          rule,
        }),
      );
    }
  }

  // Settlement: the extractor's date, or the count it states ("Settlement   is due 60 days from the day of sale").
  const settlement = ex.evidence.settlement ?? settlementStatement(doc);
  if (settlement) {
    const when = settlement.date ? { date: settlement.date, rule: null, phrase: settlement.text } : readWhen(settlement.text);
    const quote = quoteOf(settlement.offset);
    out.push(
      item('settlement', {
        date: when ? fromSale(when) : null,
        basis: when ? basisOf(when, 'stated in the contract') : `as the contract says: "${settlement.text.slice(0, 120)}"`,
        quote: quote.text,
        page: quote.page,
        rule: when?.rule ?? null,
      }),
    );
  }

  for (const { kind, re, before } of STATEMENTS) {
    if (kind === 'oc-meeting' || out.some((d) => d.kind === kind)) continue;
    const found = statedWhen(doc, re, before);
    if (!found) continue;
    const quote = quoteOf(found.offset);
    out.push(item(kind, { date: fromSale(found.when), basis: basisOf(found.when, 'stated in the contract'), quote: quote.text, page: quote.page, rule: found.when.rule }));
  }
  out.push(...ocMeetingOnly(doc));
  return out;
}

/** A settlement row the facts extractor leaves (it wants a calendar date): "Settlement is due 60 days from…". */
function settlementStatement(doc: DocText): { date: string | null; text: string; offset: number } | null {
  const found = statedWhen(doc, /\b(?:settlement|completion)(?:\s+date)?\s*(?::\s*|\bis\s+due\b|\bdue\b)/gi);
  if (!found?.when.rule) return null;
  return { date: null, text: found.when.phrase, offset: found.offset };
}

function ocMeetingOnly(doc: DocText): KeyDate[] {
  const re = STATEMENTS.find((s) => s.kind === 'oc-meeting')?.re;
  const found = re ? statedWhen(doc, re) : null;
  if (!found?.when.date) return [];
  const quote = quoteAt(doc, found.offset);
  return [{ kind: 'oc-meeting', label: LABELS['oc-meeting'], date: found.when.date, basis: 'stated in the owners corporation certificate', quote: quote.text, page: quote.page, rule: null }];
}
